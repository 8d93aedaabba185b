// What the /developers page shows of each endpoint of the public API, read from its OpenAPI document.

/** A parameter of an operation, as the OpenAPI document gives it. */
export interface ParameterView {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly type: string;
  readonly description: string;
}

/** An endpoint as the /developers page shows it. */
export interface EndpointView {
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly ParameterView[];
  readonly exampleRequest: string;
  /** The example's answer as JSON text, lists shortened. */
  readonly exampleAnswer: string;
  readonly statuses: readonly { readonly status: string; readonly description: string }[];
}
