import * as React from "react";
import styled from "styled-components";
import type { ChoiceFieldDefinition } from "../../lib/contact/form-definition";
import { controlStyle, type FieldState } from "./form-layout";
import { vars } from "../../styles/vars";

/**
 * The budget's dropdown in the enhanced form (docs/product.md, "The contact form"), following
 * the WAI-ARIA "select-only" combobox pattern and its keyboard interaction.
 */
export interface BudgetSelectProps {
  field: Pick<ChoiceFieldDefinition, "options" | "placeholder">;
  id: string;
  labelId: string;
  value: string;
  state: FieldState;
  describedBy?: string;
  /** A choice also counts as having visited the field. */
  onChange(value: string): void;
  /** Closing the list without choosing, or tabbing away. */
  onBlur(): void;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${controlStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  text-align: left;
  cursor: pointer;
  color: ${vars.colors.ink};

  &[data-empty] {
    color: ${vars.colors.muted};
  }

  /* The placeholder may take two lines on a narrow phone rather than be cut. */
  span {
    flex: 1;
    min-width: 0;
  }

  svg {
    flex: none;
    color: ${vars.colors.inkSoft};
    transition: transform 0.2s ease;
  }

  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.white};
  box-shadow: ${vars.shadows.lifted};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${vars.colors.focus};
    outline-offset: 2px;
  }
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.7rem 0.8rem;
  border-radius: ${vars.radii.sm};
  color: ${({ $selected }) => ($selected ? vars.colors.accent : vars.colors.ink)};
  background: ${({ $active }) => ($active ? vars.colors.accentTint : "transparent")};
  font-weight: ${({ $selected }) => ($selected ? 600 : 500)};
  cursor: pointer;
  user-select: none;
`;

const Chevron = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

const Check = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.25"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

// Memoised: typing in another field does not render the list again (the form passes stable handlers).
export const BudgetSelect = React.memo(function BudgetSelect({
  field: { options, placeholder },
  id,
  labelId,
  value,
  state,
  describedBy,
  onChange,
  onBlur,
}: BudgetSelectProps) {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  const openList = (start: number) => {
    setActive(start);
    setOpen(true);
  };

  const closeList = (focusTrigger: boolean, left = true) => {
    setOpen(false);
    if (left) onBlur();
    if (focusTrigger) triggerRef.current?.focus();
  };

  const choose = (index: number) => {
    onChange(options[index].value);
    closeList(true, false);
  };

  // Focus moves into the list while it is open, so the arrows and Escape reach it.
  React.useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) closeList(false);
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  });

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const fallback = event.key === "ArrowDown" ? 0 : options.length - 1;
      openList(selectedIndex >= 0 ? selectedIndex : fallback);
    }
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case "Home":
        event.preventDefault();
        setActive(0);
        break;
      case "End":
        event.preventDefault();
        setActive(last);
        break;
      case "Enter":
      case " ":
        event.preventDefault();
        choose(active);
        break;
      case "Escape":
        event.preventDefault();
        closeList(true);
        break;
      case "Tab":
        closeList(false);
        break;
      default:
        break;
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        id={id}
        type="button"
        data-empty={selected ? undefined : ""}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}`}
        aria-invalid={state === "invalid" || undefined}
        aria-describedby={describedBy}
        data-state={state}
        onClick={() => (open ? closeList(false) : openList(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={onTriggerKeyDown}
        onBlur={(event) => {
          if (!open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) onBlur();
        }}
      >
        <span>{selected ? selected.label : placeholder}</span>
        <Chevron />
      </Trigger>
      {open && (
        <List
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              data-value={option.value}
              $active={index === active}
              $selected={index === selectedIndex}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <span>{option.label}</span>
              {index === selectedIndex && <Check />}
            </Option>
          ))}
        </List>
      )}
    </Wrapper>
  );
});
