/** The CDK app (`npm run synth`, `npx cdk deploy`): the portal stack, checked by cdk-nag. */
import { App } from 'aws-cdk-lib';
import { buildApp } from './stack';

const app = new App();
buildApp(app);
app.synth();
