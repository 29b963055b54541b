import { SvgIcon, type IconProps } from './SvgIcon';

export function ChevronStartIcon(props: IconProps) {
  return (
    <SvgIcon mirrorInRtl {...props}>
      <path d="m15 18-6-6 6-6" />
    </SvgIcon>
  );
}
