/**
 * ElectroDB's existence conditions, for entities moved to dynamodb-toolbox whose raw params callers
 * send or put in transactions: toolbox conditions name only schema attributes, and pk/sk are not.
 */
const KEY_NAMES = { '#pk': 'pk', '#sk': 'sk' };

/** ElectroDB's `create` (and `put` refused over an existing item). */
export const createCondition = (names: Record<string, string> = {}) => ({
  ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
  ExpressionAttributeNames: { ...names, ...KEY_NAMES },
});

/** ElectroDB's `patch` and `remove`: the item must exist. */
export const existsCondition = (names: Record<string, string> = {}) => ({
  ConditionExpression: 'attribute_exists(#pk) AND attribute_exists(#sk)',
  ExpressionAttributeNames: { ...names, ...KEY_NAMES },
});
