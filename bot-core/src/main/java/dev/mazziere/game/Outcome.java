package dev.mazziere.game;

/** What applying a move did: it was applied, or it was rejected and nothing changed. */
public sealed interface Outcome {

    Outcome APPLIED = new Applied();

    boolean applied();

    record Applied() implements Outcome {
        @Override
        public boolean applied() {
            return true;
        }
    }

    record Rejected(Rejection rejection) implements Outcome {
        @Override
        public boolean applied() {
            return false;
        }
    }
}
