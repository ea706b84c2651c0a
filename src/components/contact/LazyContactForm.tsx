import * as React from "react";
import styled, { keyframes } from "styled-components";

/**
 * Placeholder until the contact issue lands: the form (Formik, Yup, phone input,
 * toasts) will load in its own chunk when this block nears the viewport, and this
 * pulsing box of the same size holds its place so nothing shifts.
 */
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const FormPlaceholder = styled.div`
  min-height: 46rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    min-height: 38rem;
  }
`;

export const LazyContactForm = () => <FormPlaceholder aria-hidden="true" data-testid="contact-form-placeholder" />;
