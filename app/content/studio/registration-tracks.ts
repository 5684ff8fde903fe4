import { bootcamps } from './bootcamps'
import type { Bootcamp, RegistrationTrack } from './schema'

/** Options of the registration form's "preferred track" field, in display order, each explained beside its choice. */
export const registrationTracks = [
  {
    value: 'standard',
    label: 'Standard Bootcamp',
    description: 'Follow the full 3-month bootcamp with live mentor sessions, weekly assignments and graded projects.',
  },
  {
    value: 'simulation',
    label: 'Work Simulation Track',
    description:
      'Work in a small team on sprint-based tickets, stand-ups and code reviews that mirror a real engineering job.',
  },
  {
    value: 'internship',
    label: 'Internship Contributor',
    description:
      'Take on supervised tasks in RealWork Technologies projects as an intern while you complete the bootcamp curriculum.',
  },
  {
    value: 'mentor',
    label: 'Mentor Pathway',
    description:
      'Complete the programme and then build towards a mentoring role by reviewing code and guiding newer learners.',
  },
  {
    value: 'any',
    label: 'Open to Any',
    description:
      'Pick this if you are undecided, and a counsellor will suggest the track that best fits your background and goals.',
  },
] satisfies RegistrationTrack[]

/** The registration's bootcamp value for a visitor who has not chosen one yet. */
export const UNDECIDED_BOOTCAMP = 'undecided'

/** Options of the registration form's "Bootcamp" field: the bootcamps shown by name, then "not sure yet". */
export function registrationBootcampOptions(
  shown: readonly Pick<Bootcamp, 'id' | 'title'>[],
): readonly { value: string; label: string }[] {
  return [
    ...shown.map((bootcamp) => ({ value: bootcamp.id, label: bootcamp.title })),
    { value: UNDECIDED_BOOTCAMP, label: 'Not sure yet: help me choose' },
  ]
}

/** Every bootcamp of the code, hidden ones too: the inbox names the bootcamp of any registration stored. */
export const registrationBootcamps = registrationBootcampOptions(bootcamps)
