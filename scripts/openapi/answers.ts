/**
 * The one type the OpenAPI generator reads answers from: every route's answer type by route id.
 * Answers are TypeScript types only (shared/api/route.ts `answer<T>()`, no schema at run time), so
 * their JSON Schema comes from the type checker (typescript-json-schema), not from zod.
 */
import type { AnswerOf } from '../../shared/api/route';
import type { Routes } from '../../shared/api/routes';

export type RouteAnswers = { [K in keyof Routes]: AnswerOf<Routes[K]> };
