package dev.mazziere.ai;

import dev.mazziere.game.Move;
import java.util.Objects;

/**
 * What a coach suggests at a seat's turn: the move the {@code hard} player would make
 * there, and why, as a fact of the position.
 *
 * @param move   one of the legal moves it was asked about
 * @param reason why that move, for the player to read
 */
public record Hint(Move move, Reason reason) {

    public Hint {
        Objects.requireNonNull(move);
        Objects.requireNonNull(reason);
    }
}
