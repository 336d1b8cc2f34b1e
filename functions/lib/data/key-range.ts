/**
 * Above every ISO date and instant: the open end of a sort-key range. Ranges on an index whose
 * partition key is empty are bounded on both sides (`between(from, KEY_RANGE_END)`), because that
 * partition holds other entities' items too and a bare >= or < runs past this entity's key prefix.
 */
export const KEY_RANGE_END = '9999';
