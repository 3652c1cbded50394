package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableStatus;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Seat;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The 🔁 Rematch button of a played-out table: a new lobby in the same chat with the same
 * game and options, whose seats follow the last match's order rotated by one (so another
 * player leads); its computer players keep their seats, and each person who presses sits
 * down. The first to press opens it and runs it, as its opener. The button names the
 * finished table, which the store keeps, so it works after a restart; it is stale once the
 * chat has had another match, or while another table is open there. Called under the
 * chat's lock.
 */
final class Rematches {

    /** How far back in the chat's finished matches the last one of a place is looked for. */
    private static final int PLACES_LOOKED_AT = 20;

    private final GameRegistry registry;
    private final TableRepository tables;
    private final Store store;
    private final StepRunner steps;

    Rematches(GameRegistry registry, TableRepository tables, Store store, StepRunner steps) {
        this.registry = registry;
        this.tables = tables;
        this.store = store;
        this.steps = steps;
    }

    /** Someone pressed the rematch of the finished table {@code tableId}, in {@code chat}. */
    void press(Act a, ChatId chat, String tableId) {
        Table open = tables.inChat(chat);
        if (open != null) {
            joinOrRefuse(a, open, tableId);
            return;
        }
        Optional<TableState> last = lastMatch(chat, tableId);
        if (last.isEmpty()) {
            a.answer(a.t().get("rematch.stale"));
            return;
        }
        TableState old = last.get();
        a.language(Texts.core(old.lang));
        Optional<Table> created = tables.create(
                TableRows.newTable(chat, old.game().id(), TableRows.raw(old), old.tableOptions, a.from().id(),
                        a.from().displayName(), old.lang, old.solo),
                id -> {
                    TableState s = new TableState(id, chat, old.entry, old.options, old.tableOptions, a.from().id(),
                            a.from().displayName(), a.from().displayName(), old.lang);
                    s.solo = old.solo;
                    s.rematch = new TableState.Rematch(old.id, rotated(old.seats));
                    return s;
                });
        if (created.isEmpty()) {
            // Another bot instance opened a table here a moment ago: maybe this very rematch.
            Table other = tables.fresh(chat);
            if (other == null) {
                a.answer(a.t().get("rematch.late"));
            } else {
                joinOrRefuse(a, other, tableId);
            }
            return;
        }
        steps.run(created.get(), created.get().openRematch(a, computers(old.seats)));
    }

    /** The presser sits down when {@code open} is this rematch's lobby; any other table makes the button late. */
    private void joinOrRefuse(Act a, Table open, String tableId) {
        if (open.isRematchLobbyOf(tableId)) {
            steps.run(open, open.command(Command.JOIN, a, List.of()));
        } else {
            a.answer(a.t().get("rematch.late"));
        }
    }

    /**
     * The table {@code tableId} when it is this chat's and its match, played out, is the
     * chat's last (a stopped one is no match to play again); else empty.
     */
    private Optional<TableState> lastMatch(ChatId chat, String tableId) {
        long id;
        try {
            id = Long.parseLong(tableId);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        Optional<StoredTable> stored = store.loadTable(id).filter(t -> t.table().status() == TableStatus.FINISHED
                && t.table().platform().equals(chat.platform()) && t.table().chatId().equals(chat.id())
                && t.table().threadId().equals(chat.thread()) && registry.find(t.table().game()).isPresent());
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        // The chat's matches span its places (topics, threads): the last of this place is what counts.
        List<FinishedMatch> latest = store.finishedMatches(chat.platform(), chat.id(), PLACES_LOOKED_AT);
        TableState old = TableRows.restore(stored.get(), registry.get(stored.get().table().game()), false);
        boolean last = latest.stream().filter(m -> m.threadId().equals(chat.thread())).findFirst()
                .map(m -> m.tableId() == id).orElse(false);
        return last && !old.stopped ? Optional.of(old) : Optional.empty();
    }

    /** The order of the rematch's seats: the last match's, rotated by one. */
    private static List<String> rotated(List<Seat> seats) {
        List<String> order = new ArrayList<>();
        for (int i = 1; i <= seats.size(); i++) {
            Seat seat = seats.get(i % seats.size());
            order.add(TableState.seatKey(seat.user, seat.name));
        }
        return order;
    }

    /** The last match's computer players, as they sat (a person the computer stood in for is no computer player). */
    private static List<Seat> computers(List<Seat> seats) {
        return seats.stream().filter(s -> !s.human()).map(s -> new Seat(null, s.name, s.level)).toList();
    }
}
