import * as React from "react";
import { LineIcon } from "./LineIcon";
import styled from "styled-components";
import type { ChoiceFieldDefinition } from "../../lib/contact/form-definition";
import { controlStyle, type FieldState } from "./form-layout";
import { vars } from "../../styles/vars";

/**
 * The budget's dropdown in the enhanced form (docs/product.md, "The contact form"): the WAI-ARIA
 * Authoring Practices' "select-only" combobox. The focus stays on the combobox, which names the
 * option the arrows are on (`aria-activedescendant`) and carries the field's required state.
 * Keys, closed: ArrowDown or ArrowUp, Enter, Space open the list. Open: the arrows, Home and End
 * move, Enter and Space choose, Escape closes without choosing, Tab closes and moves on.
 */
export interface BudgetSelectProps {
  field: Pick<ChoiceFieldDefinition, "options" | "placeholder">;
  id: string;
  labelId: string;
  value: string;
  state: FieldState;
  required?: boolean;
  describedBy?: string;
  /** A choice also counts as having visited the field. */
  onChange(value: string): void;
  /** Closing the list without choosing, or tabbing away. */
  onBlur(): void;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.div`
  ${controlStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  text-align: left;
  cursor: pointer;
  color: ${vars.colors.ink};
  user-select: none;
  -webkit-tap-highlight-color: transparent;

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

  &[hidden] {
    display: none;
  }
`;

/**
 * The option the arrows are on (`data-active`) and the chosen one (`aria-selected`) look so by attributes over
 * static CSS: a styled-components prop would insert a new rule, and restyle the page, within the tap.
 */
const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.7rem 0.8rem;
  border-radius: ${vars.radii.sm};
  color: ${vars.colors.ink};
  background: transparent;
  font-weight: 500;
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: ${vars.colors.accentTint};
  }

  &[aria-selected="true"] {
    color: ${vars.colors.accent};
    font-weight: 600;
  }
`;

const Chevron = () => (
  <LineIcon size={18} strokeWidth={2}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

const Check = () => (
  <LineIcon size={16}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);

// Memoised: typing in another field does not render the list again (the form passes stable handlers).
export const BudgetSelect = React.memo(function BudgetSelect({
  field: { options, placeholder },
  id,
  labelId,
  value,
  state,
  required = false,
  describedBy,
  onChange,
  onBlur,
}: BudgetSelectProps) {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const comboboxRef = React.useRef<HTMLDivElement>(null);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  const openList = (start: number) => {
    setActive(start);
    setOpen(true);
  };

  const closeList = (left = true) => {
    setOpen(false);
    if (left) onBlur();
  };

  const choose = (index: number) => {
    onChange(options[index].value);
    closeList(false);
  };

  // A press outside closes the list; the focus leaving the combobox then counts as leaving the field (onBlur below).
  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (wrapperRef.current?.contains(event.target as Node)) return;
      closeList(document.activeElement !== comboboxRef.current);
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!open) {
      switch (event.key) {
        case "ArrowDown":
        case "ArrowUp": {
          event.preventDefault();
          const fallback = event.key === "ArrowDown" ? 0 : options.length - 1;
          openList(selectedIndex >= 0 ? selectedIndex : fallback);
          break;
        }
        case "Enter":
        case " ":
          event.preventDefault();
          openList(selectedIndex >= 0 ? selectedIndex : 0);
          break;
        default:
          break;
      }
      return;
    }
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
        closeList();
        break;
      default:
        // Tab closes the list as the focus leaves (onBlur below).
        break;
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={comboboxRef}
        id={id}
        role="combobox"
        tabIndex={0}
        data-empty={selected ? undefined : ""}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-required={required || undefined}
        aria-invalid={state === "invalid" || undefined}
        aria-describedby={describedBy}
        data-state={state}
        onClick={() => (open ? closeList() : openList(selectedIndex >= 0 ? selectedIndex : 0))}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (wrapperRef.current?.contains(event.relatedTarget as Node | null)) return;
          if (open) setOpen(false);
          onBlur();
        }}
      >
        <span>{selected ? selected.label : placeholder}</span>
        <Chevron />
      </Trigger>
      <List
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        // A press on the list keeps the focus on the combobox.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <Option
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            data-value={option.value}
            data-active={open && index === active ? "" : undefined}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            <span>{option.label}</span>
            {index === selectedIndex && <Check />}
          </Option>
        ))}
      </List>
    </Wrapper>
  );
});
