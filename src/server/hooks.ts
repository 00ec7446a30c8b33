/**
 * A question a feature asks of the features built on it, answered by each of them (decision
 * 0235). The asking feature declares the hook in its own folder and exports it from its index; a
 * feature above answers it in its `register`, so every import still runs downward: products asks
 * "does anything still hold this product?" without knowing that sales, card payments and web
 * purchases exist, and each of them answers from its own tables.
 *
 * Answers run one after another: they share the caller's transaction, which runs one statement
 * at a time anyway.
 */
export class FeatureHook<Args extends unknown[], Answer> {
  /** Every hook declared in this process: a test checks that the built app answers each one. */
  static readonly declared: Array<{ readonly question: string; readonly answeredBy: string[] }> = [];
  readonly #answers = new Map<string, (...args: Args) => Promise<Answer>>();

  /** `question` names the hook in the error thrown when nothing answers it. */
  constructor(readonly question: string) {
    FeatureHook.declared.push(this);
  }

  /** The features that answer, in the order they registered. */
  get answeredBy(): string[] {
    return [...this.#answers.keys()];
  }

  /** `feature` answers; answering again (a second app in one process, as tests build) replaces its answer. */
  answer(feature: string, fn: (...args: Args) => Promise<Answer>): void {
    this.#answers.set(feature, fn);
  }

  /**
   * Every answer, in the order the features registered. A hook nobody answered is a wiring
   * mistake (a feature missing from the list), never "nothing holds it": it throws.
   */
  async ask(...args: Args): Promise<Answer[]> {
    if (this.#answers.size === 0) throw new Error(`No feature answers the hook "${this.question}"`);
    const answers: Answer[] = [];
    for (const fn of this.#answers.values()) answers.push(await fn(...args));
    return answers;
  }

  /** The one answer of a hook exactly one feature answers (a port), refusing none or several. */
  async askOne(...args: Args): Promise<Answer> {
    const [only, ...more] = await this.ask(...args);
    if (more.length > 0) throw new Error(`More than one feature answers the hook "${this.question}"`);
    return only as Answer;
  }
}
