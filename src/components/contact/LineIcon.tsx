import * as React from "react";

/**
 * The form's small line icons (24-unit grid, drawn with the text's colour): the budget's chevron and check, a
 * field's alert, the line under the send button. Decorative: the text beside each says it.
 */
export const LineIcon = ({
  size,
  strokeWidth = 2.25,
  children,
}: {
  size: number;
  strokeWidth?: number;
  children: React.ReactNode;
}) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);
