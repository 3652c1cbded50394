package dev.mazziere.ai;

/** A computer player that searches before it decides, and tells how much (for benchmarks). */
public interface SearchPlayer extends Player {

    /** The iterations (or determinizations) its last decision ran: 0 when it had no choice. */
    int lastIterations();
}
