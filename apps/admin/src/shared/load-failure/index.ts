export { failureText } from './failureText';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
