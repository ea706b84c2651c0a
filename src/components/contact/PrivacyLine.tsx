import * as React from "react";
import { Link } from "gatsby";
import { CONTACT_FORM } from "../../lib/contact/form-definition";
import { PrivacyNote } from "./form-layout";

/** The line beside the send button, in both forms and the frame (whose link is out of the Tab order). */
export const PrivacyLine = ({ linkTabIndex }: { linkTabIndex?: number }) => (
  <PrivacyNote>
    {CONTACT_FORM.privacy}{" "}
    <Link to={CONTACT_FORM.privacyPath} tabIndex={linkTabIndex}>
      {CONTACT_FORM.privacyLink}
    </Link>
  </PrivacyNote>
);
