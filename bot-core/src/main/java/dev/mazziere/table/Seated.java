package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
import java.util.List;

/**
 * Who sits at a table and whose turn it is, as last read from or written to the store:
 * what a player's private chat lists ({@link TableRepository#seatedAt}), read without the
 * table's lock. Shares its values with the table's state and the snapshot just written,
 * so an idle table pays for little more than its seats.
 *
 * @param toAct the seat to act, or -1 (lobby, match over)
 */
record Seated(String id, ChatId chat, GameEntry entry, Options options, Phase phase, List<SeatSnapshot> seats,
              int toAct) {

    /** {@code s} as {@code now} (its snapshot just written or read) has it. */
    static Seated of(TableState s, TableSnapshot now) {
        return new Seated(s.id, now.chat(), s.entry, s.options, now.phase(), now.seats(), now.toAct());
    }

    /** The game's title with the table's options. */
    String title() {
        return entry.presenter().title(options);
    }
}
