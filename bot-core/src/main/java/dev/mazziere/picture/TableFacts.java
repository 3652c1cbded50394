package dev.mazziere.picture;

import dev.mazziere.text.Names;
import java.util.Objects;

/**
 * What a picture needs that the views do not hold, passed by the table layer: the
 * game's title as the table shows it, the names of seats and sides (computer players
 * with their 🤖), the line that says whose turn it is, and the last move in words.
 *
 * @param title    the game's name with these options ({@code Scopone})
 * @param turn     whose turn, as the table's text says it ({@code anna to play},
 *                 {@code Waiting for anna since 21:00}, {@code Match over}); empty for none
 * @param lastMove the last move in one line, as the table's text says it; empty for none
 */
public record TableFacts(String title, Names names, String turn, String lastMove) {

    public TableFacts {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(names, "names");
        Objects.requireNonNull(turn, "turn");
        Objects.requireNonNull(lastMove, "lastMove");
    }
}
