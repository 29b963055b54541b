// A reply that is only a request to stop opts the contact out, however it is written; a sentence that contains the
// word does not.
import { isOptOutText } from '../opt-out';

describe('isOptOutText', () => {
  it.each([
    'STOP',
    'Stop',
    'stop',
    'stop.',
    '  STOP!  ',
    'Unsubscribe',
    'stop all',
    'إيقاف',
    'ايقاف',
    'أيقاف',
    'إيقاف.',
    ' إِيقَاف ',
    'إيـــقاف',
    'توقف',
    'توقّف',
    'الغاء',
    'إلغاء',
    'إلغاء الاشتراك',
    'ايقاف!!',
    '«إيقاف»',
    'توقف؟',
  ])('recognises %j', (text) => {
    expect(isOptOutText(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'thanks!',
    "don't stop",
    'stop sending me offers please',
    'شكراً',
    'لا تتوقف عن العروض',
    'stopp',
    'إيقاف مؤقت للطلب رقم ٣',
  ])('does not take %j for an opt-out', (text) => {
    expect(isOptOutText(text)).toBe(false);
  });
});
