// A labelled control with its error under it (SPEC §5: "Field errors appear under inputs"), in the
// page's language (FieldError).
import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

/** A control may name a description of its own (a hint shared by several fields) besides ours. */
type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export function FormField({
  label,
  error,
  invalid,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  /** Invalid with no error line: the hint already says why (the lost message's length, for one). */
  invalid?: boolean;
  hint?: ReactNode;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [children.props['aria-describedby'], hint ? hintId : '', error ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
