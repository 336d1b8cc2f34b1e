/**
 * A number field a keyboard-wedge scanner can type into: the scanner sends the characters and
 * Enter, so Enter submits ("scanner-first"). Used for every number the warehouse types.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { forwardRef, type ReactNode } from 'react';

export interface ScanFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  errorText?: string;
  description?: string;
  placeholder?: string;
  action?: ReactNode;
  autoFocus?: boolean;
  testId: string;
}

export const ScanField = forwardRef<InputProps.Ref, ScanFieldProps>(function ScanField(
  { label, value, onChange, onSubmit, errorText, description, placeholder, action, autoFocus, testId },
  ref,
) {
  return (
    <FormField label={label} errorText={errorText} description={description}>
      <SpaceBetween direction="horizontal" size="xs">
        <Input
          ref={ref}
          value={value}
          onChange={({ detail }) => onChange(detail.value)}
          onKeyDown={(event) => {
            if (event.detail.key !== 'Enter') return;
            // The field's own submit, not a surrounding form's.
            event.preventDefault();
            onSubmit();
          }}
          invalid={Boolean(errorText)}
          placeholder={placeholder}
          autoFocus={autoFocus}
          autoComplete={false}
          spellcheck={false}
          ariaRequired
          data-testid={testId}
        />
        {action}
      </SpaceBetween>
    </FormField>
  );
});
