/** labyrinth: its rules, about, profile and wire, registered as one game. */
import { defineGame } from '../../service/game.ts';
import { about } from './about.ts';
import { profile } from './profile.ts';
import { rules } from './rules.ts';
import { wire } from './wire.ts';

export const labyrinth = defineGame({ rules, about, profile, wire });
