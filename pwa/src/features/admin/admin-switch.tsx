import { Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminSwitchProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A labelled on/off switch; it shows the stored value, so it flips only once the server has accepted the change. */
export const AdminSwitch = ({ label, checked, disabled, onChange }: AdminSwitchProps) => (
  <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)} colorPalette="teal">
    <Switch.HiddenInput role="switch" />
    <Switch.Control>
      <Switch.Thumb />
    </Switch.Control>
    <Switch.Label>{label}</Switch.Label>
  </Switch.Root>
);
