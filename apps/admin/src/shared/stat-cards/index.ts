export { StatCards, type StatItem } from './StatCards';
