import { Switch } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';

export interface AdminSwitchProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A labelled on/off switch; it shows the stored value, so it flips only once the server has accepted the change. */
export function AdminSwitch({ label, checked, disabled, onChange }: AdminSwitchProps) {
  const input = useRef<HTMLInputElement>(null);
  // A click flips the hidden input itself; when the server refuses the change, it must read the stored value again, as the switch shows it.
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  });
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)} colorPalette="teal">
      <Switch.HiddenInput ref={input} role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
