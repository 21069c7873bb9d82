/** polygonal-sections: its rules, about, profile, registered as one game. */
import { defineGame } from '../../service/game.ts';
import { about } from './about.ts';
import { profile } from './profile.ts';
import { rules } from './rules.ts';

export const polygonalSections = defineGame({ rules, about, profile });
