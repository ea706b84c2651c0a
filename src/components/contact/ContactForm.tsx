import * as React from "react";
import { LineIcon } from "./LineIcon";
import { Formik, type FormikErrors, type FormikHelpers, type FormikProps } from "formik";
import { Slide, ToastContainer, toast } from "react-toastify";
import { LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import styled from "styled-components";
import { TOASTS } from "../../lib/contact/constants";
import {
  blocksSending,
  CONTACT_FIELDS,
  CONTACT_FORM,
  DEFAULT_COUNTRY,
  EMPTY_FORM,
  fieldId,
  FORM_FIELDS,
  hintId,
  hintUnder,
  messageId,
  PHONE_FIELD,
  sendingBlockedParts,
  sendingLineText,
  TRAP_FIELD,
  type ContactField,
  type ContactFormValues,
  type SendingBlockers,
  type SendingLinePart,
} from "../../lib/contact/form-definition";
import { readPostedForm, valuesFromPost } from "../../lib/contact/form-post";
import { buildContactPayload } from "../../lib/contact/payload";
import { contactFormSchema, nationalDigits } from "../../lib/contact/schema";
import { sendContactRequest } from "../../lib/contact/send";
import { BudgetSelect } from "./BudgetSelect";
import {
  FieldBlock,
  FieldGrid,
  FieldHint,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  SubmitButton as Submit,
  TextArea,
  TextInput,
  Trap,
  type FieldState,
} from "./form-layout";
import { PhoneField } from "./PhoneField";
import { PrivacyLine } from "./PrivacyLine";
import { SendingLine, SubmitArea } from "./SubmitArea";
import { durations, vars } from "../../styles/vars";

/**
 * The quote-request form (docs/product.md, "The contact form" and "The contact call"), in its own chunk (see
 * LazyContactForm), drawn from src/lib/contact/form-definition.ts.
 */
export interface ContactFormProps {
  /** Sent as `recipient`; the endpoint uses its own. */
  recipient: string;
  /** What was typed into the native form before this one took over. */
  typed?: Record<string, string> | null;
  focusId?: string | null;
}

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

const AlertIcon = () => (
  <LineIcon size={14}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </LineIcon>
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

/** Spaces count as typed; the phone counts beyond its dial code. */
const typedIn = (values: ContactFormValues, field: ContactField): boolean =>
  field.kind === "phone" ? nationalDigits(values.phone, values.prefix) !== "" : values[field.name] !== "";

const filledIn = (values: ContactFormValues, field: ContactField): boolean =>
  field.kind === "phone" ? typedIn(values, field) : values[field.name].trim() !== "";

/**
 * What keeps the form from being sent (docs/product.md, "The contact form"): a required field empty, an error on
 * the e-mail or the phone. The button is enabled when nothing is left.
 */
const sendingBlockers = (values: ContactFormValues, errors: FormikErrors<ContactFormValues>): SendingBlockers => ({
  toFill: CONTACT_FIELDS.filter((field) => field.required && !filledIn(values, field)),
  toCorrect: CONTACT_FIELDS.filter(
    (field) => blocksSending(field) && errors[field.name] && (!field.required || filledIn(values, field)),
  ),
});

/** The line's id: the disabled button's description. */
const SENDING_LINE_ID = "contact-submit-status";
/** A change of the line waits for the visitor to pause, so a screen reader hears it once, not at every key. */
export const SENDING_LINE_PAUSE_MS = 800;

/**
 * The line as shown: empty at once when nothing is left (the button is enabled at once); otherwise the new line
 * once the visitor has paused for SENDING_LINE_PAUSE_MS (each render, so each key typed, starts the wait again).
 */
const useSettledLine = (parts: SendingLinePart[]): SendingLinePart[] => {
  const line = sendingLineText(parts);
  const [settled, setSettled] = React.useState(parts);
  if (line === "" && settled.length > 0) setSettled([]);
  const settledLine = sendingLineText(settled);
  React.useEffect(() => {
    if (line === "" || line === settledLine) return undefined;
    const timer = window.setTimeout(() => setSettled(parts), SENDING_LINE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [line, settledLine, parts]);
  return line === "" ? [] : settled;
};

const SubmitStatus = ({ parts }: { parts: SendingLinePart[] }) => (
  <SendingLine id={SENDING_LINE_ID} parts={useSettledLine(parts)} />
);

const initialValues = (typed: Record<string, string> | null | undefined): ContactFormValues => {
  if (!typed || !FORM_FIELDS.some((name) => name !== PHONE_FIELD.countryName && (typed[name] ?? "").trim() !== "")) {
    return INITIAL;
  }
  const values = valuesFromPost(readPostedForm(new URLSearchParams(typed).toString()));
  return { ...values, countryCode: values.countryCode || DEFAULT_COUNTRY, prefix: values.prefix || "33" };
};

/** The country's select has no twin here: the phone gets its focus. */
const useRestoredFocus = (focusId: string | null | undefined) => {
  React.useEffect(() => {
    if (!focusId) return;
    const target = document.getElementById(
      focusId === fieldId(PHONE_FIELD.countryName) ? fieldId(PHONE_FIELD.name) : focusId,
    );
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
  // The spam trap's clock: performance.now(), so the visitor's clock plays no part.
  const shownAt = React.useRef(0);
  React.useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  // A new key resets the phone input after a successful send.
  const [phoneKey, setPhoneKey] = React.useState(0);
  // Stable handlers through Formik's `innerRef`, so the memoised phone input and budget list skip other fields' keys.
  const formik = React.useRef<FormikProps<ContactFormValues>>(null);
  // A change is checked in the next task, so the typed character is on screen before the field's state follows.
  const pendingCheck = React.useRef<number | undefined>(undefined);
  // The values the errors were computed from: the fields' look follows them, never an error meant for another value.
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
  const onPhoneBlur = React.useCallback(() => void formik.current?.setFieldTouched(PHONE_FIELD.name, true), []);
  const choiceHandlers = React.useMemo(
    () =>
      Object.fromEntries(
        CONTACT_FIELDS.flatMap((field) => (field.kind === "choice" ? [field.name] : [])).map((name) => [
          name,
          {
            onChange: (value: string) => {
              // A choice counts as a visit; one check, on the new value.
              void formik.current?.setFieldTouched(name, true, false);
              void formik.current?.setFieldValue(name, value, false);
              checkSoon();
            },
            onBlur: () => void formik.current?.setFieldTouched(name, true),
          },
        ]),
      ),
    [checkSoon],
  );

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
          // checkSoon checks changes; leaving a field is checked at once.
          validateOnChange={false}
          validateOnBlur
          onSubmit={onSubmit}
        >
          {(form) => {
            const describe = (field: ContactField, state: FieldState) =>
              [hintUnder(field) ? hintId(field.name) : "", state === "invalid" ? messageId(field.name) : ""]
                .filter(Boolean)
                .join(" ") || undefined;
            const message = (name: keyof ContactFormValues, state: FieldState) => (
              <FieldMessage id={messageId(name)} aria-live="polite">
                {state === "invalid" && (
                  // Its look is FieldMessage's (`> span`): a component of its own would insert its rule at its
                  // first message, within the key or tap that shows it.
                  <m.span
                    key={String(form.errors[name])}
                    initial={{ y: -6 }}
                    animate={{ y: 0 }}
                    transition={{ duration: durations.hover, ease: "easeOut" }}
                  >
                    <AlertIcon />
                    {form.errors[name]}
                  </m.span>
                )}
              </FieldMessage>
            );

            const control = (field: ContactField, state: FieldState) => {
              const id = fieldId(field.name);
              switch (field.kind) {
                case "text":
                  return (
                    <TextInput
                      id={id}
                      name={field.name}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      placeholder={field.placeholder}
                      maxLength={field.maxLength}
                      required={field.required}
                      value={form.values[field.name]}
                      onChange={onTextChange}
                      onBlur={form.handleBlur}
                      data-state={state}
                      aria-invalid={state === "invalid" || undefined}
                      aria-describedby={describe(field, state)}
                    />
                  );
                case "long-text":
                  return (
                    <TextArea
                      id={id}
                      name={field.name}
                      placeholder={field.placeholder}
                      maxLength={field.maxLength}
                      required={field.required}
                      value={form.values[field.name]}
                      onChange={onTextChange}
                      onBlur={form.handleBlur}
                      data-state={state}
                      aria-invalid={state === "invalid" || undefined}
                      aria-describedby={describe(field, state)}
                    />
                  );
                case "phone":
                  return (
                    <PhoneField
                      key={phoneKey}
                      id={id}
                      value={form.values[field.name]}
                      state={state}
                      required={field.required}
                      describedBy={describe(field, state)}
                      onChange={onPhoneChange}
                      onBlur={onPhoneBlur}
                    />
                  );
                case "choice":
                  return (
                    <BudgetSelect
                      field={field}
                      id={id}
                      labelId={`${id}-label`}
                      value={form.values[field.name]}
                      state={state}
                      required={field.required}
                      describedBy={describe(field, state)}
                      onChange={choiceHandlers[field.name].onChange}
                      onBlur={choiceHandlers[field.name].onBlur}
                    />
                  );
              }
            };

            const blockedBy = sendingBlockedParts(sendingBlockers(checked, form.errors));
            const disabled = form.isSubmitting || blockedBy.length > 0;

            return (
              <FormCard
                as="form"
                noValidate
                aria-label={CONTACT_FORM.name}
                aria-busy={form.isSubmitting}
                onSubmit={form.handleSubmit}
                data-testid="contact-form"
              >
                <FormIntro>{CONTACT_FORM.intro}</FormIntro>
                <Trap aria-hidden="true">
                  <label htmlFor={fieldId(TRAP_FIELD.name)}>{TRAP_FIELD.label}</label>
                  <input
                    id={fieldId(TRAP_FIELD.name)}
                    name={TRAP_FIELD.name}
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={form.values[TRAP_FIELD.name]}
                    onChange={form.handleChange}
                  />
                </Trap>
                <FieldGrid>
                  {CONTACT_FIELDS.map((field) => {
                    const state = fieldState(form, field.name, typedIn(checked, field));
                    const hint = hintUnder(field);
                    return (
                      <FieldBlock key={field.name} $wide={"wide" in field && field.wide}>
                        {field.kind === "choice" ? (
                          <FieldLabel as="span" id={`${fieldId(field.name)}-label`}>
                            {field.label}
                          </FieldLabel>
                        ) : (
                          <FieldLabel htmlFor={fieldId(field.name)}>{field.label}</FieldLabel>
                        )}
                        {control(field, state)}
                        {hint && <FieldHint id={hintId(field.name)}>{hint}</FieldHint>}
                        {message(field.name, state)}
                      </FieldBlock>
                    );
                  })}
                </FieldGrid>
                <FormFooter>
                  <SubmitArea>
                    <Submit
                      type="submit"
                      size="lg"
                      disabled={disabled}
                      aria-busy={form.isSubmitting || undefined}
                      aria-describedby={blockedBy.length > 0 ? SENDING_LINE_ID : undefined}
                    >
                      {form.isSubmitting ? (
                        <>
                          <Spinner aria-hidden="true" />
                          {CONTACT_FORM.sending}
                        </>
                      ) : (
                        CONTACT_FORM.submit
                      )}
                    </Submit>
                    <SubmitStatus parts={blockedBy} />
                  </SubmitArea>
                  <PrivacyLine />
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
