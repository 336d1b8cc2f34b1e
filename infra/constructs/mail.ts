/**
 * Outgoing mail through SES (v1 API in the functions): the sender identity the API sends from.
 * A new account is in the SES sandbox: it can only send to verified addresses until production
 * access is requested (docs/infra.md).
 */
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export const DEFAULT_SES_SENDER = 'no-reply@example.com';

export interface MailProps {
  /** The From address; SES mails a verification link to it on deploy. */
  readonly sender: string;
}

export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly sender: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.sender = props.sender;
    this.identity = new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(props.sender) });
  }

  /** ses:SendEmail and ses:SendRawEmail from the sender identity only. */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    return this.identity.grantSendEmail(grantee);
  }
}
