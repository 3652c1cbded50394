package dev.mazziere.table.record;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.TableState;
import java.util.List;

/**
 * Who sits at a table and whose turn it is, as last read from or written to the store:
 * what a player's private chat lists ({@link TableRepository#seatedAt}), read without the
 * table's lock. Of the seats it keeps only who sits there, and shares their ids and names
 * with the table's state, so an idle table pays little for it.
 *
 * @param toAct the seat to act, or -1 (lobby, match over)
 */
public record Seated(String id, ChatId chat, GameEntry entry, Options options, Phase phase, List<Sitter> seats,
              int toAct) {

    /** Who sits in a seat (null: the computer), under what name, and whether the computer stands in. */
    public record Sitter(UserId user, String name, boolean away) {
    }

    /** Who sits at {@code s} now, and whose turn it is. */
    static Seated of(TableState s) {
        List<Sitter> seats = s.seats.stream().map(seat -> new Sitter(seat.user, seat.name, seat.away)).toList();
        return new Seated(s.id, s.chat, s.entry, s.options, s.phase, seats, TableRows.toAct(s));
    }

    /** The game's title with the table's options. */
    public String title() {
        return entry.presenter().title(options);
    }
}
