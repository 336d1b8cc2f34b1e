/**
 * aws-cdk-lib validates every synthesized stack template with its built-in CloudFormation
 * validation (CloudFormationValidatePlugin), but not the templates of nested stacks, which are
 * assets of their parent. The API's route stacks are nested, so this plugin runs the same engine on
 * them. Its findings are not downgraded to warnings: an error fails the synth.
 */
import * as path from 'node:path';
import {
  CloudFormationValidatePlugin,
  NestedStack,
  Stack,
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
} from 'aws-cdk-lib';

let engine: CloudFormationValidatePlugin | undefined;

export class NestedStackTemplatesValidation implements IPolicyValidationPlugin {
  readonly name = 'CloudFormation Validate (nested stacks)';

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const nested = context.appConstruct.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
    const stackTemplates = nested.flatMap((n) => {
      const parent = n.nestedStackParent ?? Stack.of(n.node.scope!);
      const parentTemplate = context.stackTemplates.find((t) => t.stackConstructPath === parent.node.path);
      if (!parentTemplate) return [];
      return [
        {
          stackConstructPath: n.node.path,
          templatePath: path.join(path.dirname(parentTemplate.templatePath), n.templateFile),
          accountId: parentTemplate.accountId,
          region: parentTemplate.region,
        },
      ];
    });
    if (stackTemplates.length === 0) return { success: true, violations: [] };
    // Starting the engine is the slow part: one per process. (Not aws-cdk-lib's own instance: it
    // restarts its engine whenever the set of resource types changes, i.e. twice per synth.)
    engine ??= new CloudFormationValidatePlugin();
    return engine.validate({
      ...context,
      templatePaths: stackTemplates.map((t) => t.templatePath),
      stackTemplates,
    });
  }
}
