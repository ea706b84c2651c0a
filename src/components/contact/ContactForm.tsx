import * as React from "react";
import { Link } from "gatsby";
import { Formik, type FormikErrors, type FormikHelpers, type FormikProps } from "formik";
import { Slide, ToastContainer, toast } from "react-toastify";
import { LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import styled from "styled-components";
import {
  buildContactPayload,
  contactFormSchema,
  DEFAULT_COUNTRY,
  EMPTY_FORM,
  MAX_LENGTHS,
  nationalDigits,
  SPAM_TRAP,
  TOASTS,
  type ContactFormValues,
} from "../../lib/contact";
import { FORM_FIELDS, readPostedForm, valuesFromPost } from "../../lib/contact/form-post";
import { sendContactRequest } from "../../lib/contact/send";
import { legalPath } from "../../lib/routes";
import { BudgetSelect } from "./BudgetSelect";
import { FORM_COPY } from "../../lib/contact/form-copy";
import {
  FieldBlock,
  FieldGrid,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  PrivacyNote,
  SubmitButton as Submit,
  TextArea,
  TextInput,
  Trap,
  type FieldState,
} from "./form-layout";
import { PhoneField } from "./PhoneField";
import { durations, vars } from "../../styles/vars";

/**
 * The quote-request form (docs/product.md, "The contact form" and "The contact call"), in its own chunk with the phone
 * input and the toasts (see LazyContactForm). One shared Yup schema checks the
 * fields as the visitor types; a successful send clears them, a failed one
 * keeps them.
 */
export interface ContactFormProps {
  /** The company's mailbox (site facts), sent as `recipient`; the endpoint uses its own. */
  recipient: string;
  /** What was typed into the native form before this one took over, by posted field name. */
  typed?: Record<string, string> | null;
  /** The id of the native field that had the focus: the same field gets it here. */
  focusId?: string | null;
}

type TextField = "fullName" | "companyName" | "email" | "projectDetails";

const INITIAL: ContactFormValues = { ...EMPTY_FORM, countryCode: DEFAULT_COUNTRY, prefix: "33" };

const Spinner = styled.span`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: contact-spin 0.7s linear infinite;

  @keyframes contact-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Toasts = styled(ToastContainer)`
  --toastify-font-family: ${vars.fonts.body};
  --toastify-color-success: ${vars.colors.success};
  --toastify-color-error: ${vars.colors.danger};
  --toastify-text-color-light: ${vars.colors.ink};
  --toastify-toast-bd-radius: ${vars.radii.md};
  --toastify-z-index: calc(${vars.zIndex.skip} + 1);

  .Toastify__toast {
    border: 1px solid ${vars.colors.line};
    box-shadow: ${vars.shadows.lifted};
    font-size: ${vars.fontSizes.sm};
    font-weight: 600;
  }
`;

/**
 * A field's message slides in when the visitor's input makes it appear (or
 * change), so the eye catches it. framer-motion, in this chunk only (loaded
 * with the form, never on first load); a move of a few pixels, no fade, so the
 * text keeps its full contrast at every moment. Off with reduced motion.
 */
const MessageText = styled(m.span)`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.35rem;
`;

const AlertIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.25"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);

/** A field shows its state once the visitor has typed in it or left it. */
const fieldState = (
  form: FormikProps<ContactFormValues>,
  name: keyof ContactFormValues,
  filled: boolean,
): FieldState => {
  if (!filled && !form.touched[name]) return "idle";
  return form.errors[name] ? "invalid" : "valid";
};

/** Every field filled, and no error on the e-mail or the phone (docs/product.md, "The contact form"). */
export const canSubmit = (values: ContactFormValues, errors: FormikErrors<ContactFormValues>): boolean =>
  (["fullName", "companyName", "email", "budget", "projectDetails"] as const).every(
    (name) => values[name].trim() !== "",
  ) &&
  nationalDigits(values.phone, values.prefix).length > 0 &&
  !errors.email &&
  !errors.phone;

/** The form's first values: what the native form held, if anything was typed in it. */
const initialValues = (typed: Record<string, string> | null | undefined): ContactFormValues => {
  if (!typed || !FORM_FIELDS.some((name) => name !== "country" && (typed[name] ?? "").trim() !== "")) return INITIAL;
  const values = valuesFromPost(readPostedForm(new URLSearchParams(typed).toString()));
  return { ...values, countryCode: values.countryCode || DEFAULT_COUNTRY, prefix: values.prefix || "33" };
};

/** Puts the focus back where it was in the native form (the country's select has no twin: the phone). */
const useRestoredFocus = (focusId: string | null | undefined) => {
  React.useEffect(() => {
    if (!focusId) return;
    const target = document.getElementById(focusId === "contact-country" ? "contact-phone" : focusId);
    if (!(target instanceof HTMLElement)) return;
    target.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      const end = target.value.length;
      target.setSelectionRange?.(end, end);
    }
  }, [focusId]);
};

const ContactForm = ({ recipient, typed, focusId }: ContactFormProps) => {
  const [firstValues] = React.useState(() => initialValues(typed));
  useRestoredFocus(focusId);
  const sending = React.useRef(false);
  // When the form was shown (performance.now(), so the visitor's clock plays no part): the spam trap's clock.
  const shownAt = React.useRef(0);
  React.useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  // A new key gives a fresh phone input (back to France) after a successful send.
  const [phoneKey, setPhoneKey] = React.useState(0);
  // Formik's actions (its documented `innerRef`), for handlers that stay the same from render to render: the phone
  // input and the budget list are memoised, and are not rendered again by a key typed in another field.
  const formik = React.useRef<FormikProps<ContactFormValues>>(null);
  /**
   * A change is checked in the next task, not within the key's own frame: the typed character is on screen first,
   * the field's colour and message follow a frame later. Checked within the key, the form rendered twice (the value,
   * then the errors) before the character showed, and a first message's slide-in came on top (about 100 ms at 4× CPU).
   */
  const pendingCheck = React.useRef<number | undefined>(undefined);
  // The values the errors were computed from: what the fields show (colour, message, the send button) follows them,
  // so the field just typed in keeps its look until its check comes, never showing an error meant for the old value.
  const [checked, setChecked] = React.useState(firstValues);
  const checkSoon = React.useCallback(() => {
    if (pendingCheck.current !== undefined) return;
    pendingCheck.current = window.setTimeout(() => {
      pendingCheck.current = undefined;
      const form = formik.current;
      if (!form) return;
      const values = form.values;
      void form.validateForm(values).then(() => setChecked(values));
    }, 0);
  }, []);
  React.useEffect(() => () => window.clearTimeout(pendingCheck.current), []);
  const onTextChange = React.useCallback(
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.current?.handleChange(event);
      checkSoon();
    },
    [checkSoon],
  );
  const onPhoneChange = React.useCallback(
    ({ phone, countryCode, prefix }: { phone: string; countryCode: string; prefix: string }) => {
      void formik.current?.setValues((values) => ({ ...values, phone, countryCode, prefix }), false);
      checkSoon();
    },
    [checkSoon],
  );
  const onPhoneBlur = React.useCallback(() => void formik.current?.setFieldTouched("phone", true), []);
  const onBudgetChange = React.useCallback(
    (budget: ContactFormValues["budget"]) => {
      // A choice counts as a visit of the field; both without checking, then one check, on the new value.
      void formik.current?.setFieldTouched("budget", true, false);
      void formik.current?.setFieldValue("budget", budget, false);
      checkSoon();
    },
    [checkSoon],
  );
  const onBudgetBlur = React.useCallback(() => void formik.current?.setFieldTouched("budget", true), []);

  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const payload = buildContactPayload({
        values,
        recipient,
        viewportWidth: window.innerWidth,
        elapsedMs: performance.now() - shownAt.current,
      });
      await sendContactRequest(payload);
      helpers.resetForm({ values: INITIAL });
      setChecked(INITIAL);
      shownAt.current = performance.now();
      setPhoneKey((key) => key + 1);
      toast.success(TOASTS.success, { autoClose: TOASTS.successMs });
    } catch (error) {
      console.error(error);
      toast.error(TOASTS.failure, { autoClose: TOASTS.failureMs });
    } finally {
      sending.current = false;
    }
  };

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <Toasts position="top-center" limit={TOASTS.limit} transition={Slide} newestOnTop closeOnClick />
        <Formik<ContactFormValues>
          innerRef={formik}
          initialValues={firstValues}
          validationSchema={contactFormSchema}
          // Changes are checked by checkSoon (above); leaving a field, at once.
          validateOnChange={false}
          validateOnBlur
          onSubmit={onSubmit}
        >
          {(form) => {
            const messageId = (name: string) => `contact-${name}-message`;
            const describe = (name: keyof ContactFormValues, state: FieldState) =>
              state === "invalid" ? messageId(name) : undefined;
            const message = (name: keyof ContactFormValues, state: FieldState) => (
              <FieldMessage id={messageId(name)} aria-live="polite">
                {state === "invalid" && (
                  <MessageText
                    key={String(form.errors[name])}
                    initial={{ y: -6 }}
                    animate={{ y: 0 }}
                    transition={{ duration: durations.hover, ease: "easeOut" }}
                  >
                    <AlertIcon />
                    {form.errors[name]}
                  </MessageText>
                )}
              </FieldMessage>
            );

            const textField = (name: TextField, type: "text" | "email", autoComplete: string, wide = false) => {
              const state = fieldState(form, name, checked[name] !== "");
              return (
                <FieldBlock $wide={wide}>
                  <FieldLabel htmlFor={`contact-${name}`}>{FORM_COPY.labels[name]}</FieldLabel>
                  <TextInput
                    id={`contact-${name}`}
                    name={name}
                    type={type}
                    autoComplete={autoComplete}
                    placeholder={FORM_COPY.placeholders[name]}
                    maxLength={MAX_LENGTHS[name]}
                    required
                    value={form.values[name]}
                    onChange={onTextChange}
                    onBlur={form.handleBlur}
                    data-state={state}
                    aria-invalid={state === "invalid" || undefined}
                    aria-describedby={describe(name, state)}
                  />
                  {message(name, state)}
                </FieldBlock>
              );
            };

            const phoneState = fieldState(form, "phone", nationalDigits(checked.phone, checked.prefix) !== "");
            const budgetState = fieldState(form, "budget", checked.budget !== "");
            const detailsState = fieldState(form, "projectDetails", checked.projectDetails !== "");
            const disabled = form.isSubmitting || !canSubmit(checked, form.errors);

            return (
              <FormCard
                as="form"
                noValidate
                aria-label="Demande de devis"
                aria-busy={form.isSubmitting}
                onSubmit={form.handleSubmit}
                data-testid="contact-form"
              >
                <FormIntro>{FORM_COPY.intro}</FormIntro>
                <Trap aria-hidden="true">
                  <label htmlFor="contact-website">{SPAM_TRAP.honeypotLabel}</label>
                  <input
                    id="contact-website"
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={form.values.website}
                    onChange={form.handleChange}
                  />
                </Trap>
                <FieldGrid>
                  {textField("fullName", "text", "name")}
                  {textField("companyName", "text", "organization")}
                  {textField("email", "email", "email")}
                  <FieldBlock>
                    <FieldLabel htmlFor="contact-phone">{FORM_COPY.labels.phone}</FieldLabel>
                    <PhoneField
                      key={phoneKey}
                      id="contact-phone"
                      value={form.values.phone}
                      state={phoneState}
                      describedBy={describe("phone", phoneState)}
                      onChange={onPhoneChange}
                      onBlur={onPhoneBlur}
                    />
                    {message("phone", phoneState)}
                  </FieldBlock>
                  <FieldBlock $wide>
                    <FieldLabel as="span" id="contact-budget-label">
                      {FORM_COPY.labels.budget}
                    </FieldLabel>
                    <BudgetSelect
                      id="contact-budget"
                      labelId="contact-budget-label"
                      value={form.values.budget}
                      state={budgetState}
                      describedBy={describe("budget", budgetState)}
                      onChange={onBudgetChange}
                      onBlur={onBudgetBlur}
                    />
                    {message("budget", budgetState)}
                  </FieldBlock>
                  <FieldBlock $wide>
                    <FieldLabel htmlFor="contact-projectDetails">{FORM_COPY.labels.projectDetails}</FieldLabel>
                    <TextArea
                      id="contact-projectDetails"
                      name="projectDetails"
                      placeholder={FORM_COPY.placeholders.projectDetails}
                      maxLength={MAX_LENGTHS.projectDetails}
                      required
                      value={form.values.projectDetails}
                      onChange={onTextChange}
                      onBlur={form.handleBlur}
                      data-state={detailsState}
                      aria-invalid={detailsState === "invalid" || undefined}
                      aria-describedby={describe("projectDetails", detailsState)}
                    />
                    {message("projectDetails", detailsState)}
                  </FieldBlock>
                </FieldGrid>
                <FormFooter>
                  <Submit type="submit" size="lg" disabled={disabled} aria-busy={form.isSubmitting || undefined}>
                    {form.isSubmitting ? (
                      <>
                        <Spinner aria-hidden="true" />
                        {FORM_COPY.sending}
                      </>
                    ) : (
                      FORM_COPY.submit
                    )}
                  </Submit>
                  <PrivacyNote>
                    {FORM_COPY.privacy} <Link to={legalPath("politique-Confidentialite")}>{FORM_COPY.privacyLink}</Link>
                  </PrivacyNote>
                </FormFooter>
              </FormCard>
            );
          }}
        </Formik>
      </MotionConfig>
    </LazyMotion>
  );
};

export default ContactForm;
