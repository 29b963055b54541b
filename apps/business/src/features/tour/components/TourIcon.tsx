import { type IconProps, SvgIcon } from '@sumaa/ui';

/** A compass: the tour's sign in the user menu (decorative; the button carries the name). */
export function TourIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
    </SvgIcon>
  );
}
