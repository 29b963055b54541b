import { SvgIcon, type IconProps } from './SvgIcon';

export function ChevronEndIcon(props: IconProps) {
  return (
    <SvgIcon mirrorInRtl {...props}>
      <path d="m9 18 6-6-6-6" />
    </SvgIcon>
  );
}
