import * as React from "react";
import PhoneInput, { type CountryData } from "react-phone-input-2";
import fr from "react-phone-input-2/lang/fr.json";
// As text (`?raw`): imported as CSS, Gatsby would inline it, flag sprite included, into every page's HTML.
import phoneInputCss from "react-phone-input-2/lib/style.css?raw";
import styled, { createGlobalStyle } from "styled-components";
import { DEFAULT_COUNTRY, PHONE_FIELD } from "../../lib/contact/form-definition";
import { CONTROL_HEIGHT, controlStyle, type FieldState } from "./form-layout";
import { vars } from "../../styles/vars";

/** react-phone-input-2, France by default, restyled like the other fields (its words and limit: PHONE_FIELD). */
export interface PhoneFieldProps {
  id: string;
  value: string;
  state: FieldState;
  required?: boolean;
  describedBy?: string;
  onChange(value: { phone: string; countryCode: string; prefix: string }): void;
  onBlur(): void;
}

const PhoneInputStyle = createGlobalStyle`
  ${phoneInputCss}
`;

const Wrapper = styled.div`
  && .react-tel-input {
    font-family: inherit;
  }

  && .react-tel-input .form-control {
    ${controlStyle}
    height: ${CONTROL_HEIGHT};
    padding-left: 3.6rem;
    letter-spacing: 0.01em;
  }

  && .react-tel-input .flag-dropdown {
    border: 0;
    background: transparent;
    border-radius: ${vars.radii.sm} 0 0 ${vars.radii.sm};
  }

  && .react-tel-input .selected-flag {
    width: 3rem;
    padding-left: 0.95rem;
    border-radius: ${vars.radii.sm} 0 0 ${vars.radii.sm};
  }

  && .react-tel-input .selected-flag:hover,
  && .react-tel-input .selected-flag:focus,
  && .react-tel-input .flag-dropdown.open .selected-flag {
    background: ${vars.colors.accentTint};
  }

  && .react-tel-input .selected-flag:focus-visible {
    outline: 3px solid ${vars.colors.focus};
    outline-offset: -3px;
  }

  /* The list of countries is as wide as the field (container units), never wider than the screen. */
  && .react-tel-input {
    container-type: inline-size;
  }

  && .react-tel-input .country-list {
    width: 18rem;
    width: 100cqw;
    max-height: 16rem;
    margin-top: 6px;
    padding: 0.35rem;
    border: 1px solid ${vars.colors.line};
    border-radius: ${vars.radii.md};
    box-shadow: ${vars.shadows.lifted};
    font-size: ${vars.fontSizes.sm};
  }

  && .react-tel-input .country-list .search {
    padding: 0.35rem 0.25rem 0.5rem;
  }

  && .react-tel-input .country-list .search-box {
    width: 100%;
    margin: 0;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${vars.colors.lineStrong};
    border-radius: ${vars.radii.sm};
    font-size: ${vars.fontSizes.sm};
  }

  && .react-tel-input .country-list .country {
    padding: 0.55rem 0.75rem;
    border-radius: ${vars.radii.sm};
  }

  && .react-tel-input .country-list .flag {
    margin-right: 0.6rem;
  }

  && .react-tel-input .country-list .country:hover,
  && .react-tel-input .country-list .country.highlight {
    background: ${vars.colors.accentTint};
  }

  && .react-tel-input .country-list .dial-code {
    color: ${vars.colors.muted};
  }
`;

const PREFERRED = ["fr", "be", "ch", "lu", "ma", "ca"];

/** Memoised: the heaviest control renders again only when its own props change. */
export const PhoneField = React.memo(function PhoneField({
  id,
  value,
  state,
  required = false,
  describedBy,
  onChange,
  onBlur,
}: PhoneFieldProps) {
  return (
    <Wrapper>
      <PhoneInputStyle />
      <PhoneInput
        country={DEFAULT_COUNTRY}
        value={value}
        preferredCountries={PREFERRED}
        localization={fr}
        enableSearch
        disableSearchIcon
        searchPlaceholder={PHONE_FIELD.searchPlaceholder}
        searchNotFound={PHONE_FIELD.noCountry}
        placeholder={PHONE_FIELD.internationalPlaceholder}
        inputProps={{
          id,
          name: PHONE_FIELD.name,
          maxLength: PHONE_FIELD.maxLength,
          autoComplete: "tel",
          required,
          "aria-invalid": state === "invalid" || undefined,
          "aria-describedby": describedBy,
          "data-state": state,
        }}
        onChange={(phone, data) => {
          const country = data as Partial<CountryData>;
          onChange({ phone, countryCode: country.countryCode ?? "", prefix: country.dialCode ?? "" });
        }}
        onBlur={onBlur}
      />
    </Wrapper>
  );
});
