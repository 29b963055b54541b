import { type IconProps, SvgIcon } from '@sumaa/ui';

/** Three dots: the row's actions menu. */
export function MoreIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </SvgIcon>
  );
}
