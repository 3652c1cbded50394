package dev.mazziere.table.flow;

import dev.mazziere.ai.Level;
import dev.mazziere.chat.Message;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.Echo;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Locale;

/**
 * The table before its match, and who may run it: seats taken, left and removed, computer
 * players added, options changed ({@link OptionCommand}),
 * the start checked; only the owner (who opened the table,
 * or the next seated player it passed to when the owner left, or the first player to sit
 * down in a lobby left without one) or a chat admin may change options, remove a player,
 * start and stop; a lobby left with no player but the computer's closes. During the match
 * the owner may still change {@code pace} and {@code turnTimeout} (from the next turn on);
 * joining, leaving and removals go to the {@link StandIns}, stopping to the {@link TurnLoop}.
 * Not thread-safe: the table's lock.
 */
public final class Lobby extends TablePart {

    private static final List<String> BOT_NAMES = List.of("Mario", "Lucia", "Beppe", "Rosa", "Tonio", "Nina", "Gino");

    private final TableScreens screens;
    private final GroupMessages group;
    private final TurnLoop loop;
    private final StandIns standIns;

    Lobby(TableState state, Context context, TableScreens screens, GroupMessages group, TurnLoop loop,
          StandIns standIns) {
        super(state, context);
        this.screens = screens;
        this.group = group;
        this.loop = loop;
        this.standIns = standIns;
    }

    /** Posts the lobby message; the opener sits down first. */
    Step open(Act a) {
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        return Step.table(group::postLobby);
    }

    /**
     * A solo table in the opener's private chat: the opener sits down, computer players
     * (medium) take the seats the game needs at least, and the opener is told how to add
     * more or start. Nobody else can join a private chat.
     */
    Step openAlone(Act a) {
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        int needed = state.game().seats(state.options).min();
        while (state.seats.size() < needed) {
            state.seats.add(computer(Level.MEDIUM));
        }
        String said = t().get("lobby.solo");
        return Step.table(() -> {
            group.postLobby();
            a.answer(said);
        });
    }

    /**
     * A rematch's lobby: the last match's computer players keep their seats, and whoever
     * pressed 🔁 sits down in theirs and runs the table. The others sit down as they press.
     */
    Step openRematch(Act a, List<Seat> computers) {
        computers.forEach(this::sitDown);
        sitDown(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        return Step.table(group::postLobby);
    }

    /** A computer player of {@code level}, under the first name no computer player here has. */
    private Seat computer(Level level) {
        long bots = state.seats.stream().filter(x -> !x.human()).count();
        String name = BOT_NAMES.stream().map(n -> "🤖 " + n)
                .filter(n -> state.seats.stream().noneMatch(x -> !x.human() && x.name.equals(n))).findFirst()
                .orElse("🤖 " + BOT_NAMES.get((int) (bots % BOT_NAMES.size())));
        return new Seat(null, name, level);
    }

    /**
     * Seats {@code seat}: last, or in a rematch's lobby at its place in the last match's
     * order rotated by one ({@link TableState.Rematch#seatOrder}), the newcomers last.
     */
    private int sitDown(Seat seat) {
        int rank = rank(seat);
        int at = state.seats.size();
        for (int i = 0; i < state.seats.size(); i++) {
            if (rank(state.seats.get(i)) > rank) {
                at = i;
                break;
            }
        }
        state.seats.add(at, seat);
        return at;
    }

    private int rank(Seat seat) {
        int i = state.rematch == null ? -1 : state.rematch.seatOrder().indexOf(TableState.seatKey(seat.user, seat.name));
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    Step join(Act a) {
        Texts t = t();
        int s = state.seatOf(a.from().id());
        if (state.phase == Phase.PLAYING) {
            return standIns.join(a, s);
        }
        if (s >= 0) {
            return Step.answer(a, t.get("join.already"));
        }
        String full = full();
        if (full != null) {
            return Step.answer(a, full);
        }
        int seat = sitDown(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        // Nobody runs this lobby (its owner left it to computer players): whoever sits down does.
        boolean owns = state.ownerless();
        if (owns) {
            state.ownedBy(seat);
        }
        String said = t.get("join.done", a.from().displayName(), state.seats.size())
                + (owns ? "\n" + t.get("owner.passed", state.ownerName) : "");
        return Step.table(() -> {
            group.refreshLobby();
            a.confirm(said);
        });
    }

    Step leave(Act a) {
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            return Step.answer(a, t().get("leave.notSeated"));
        }
        if (state.phase == Phase.PLAYING) {
            return standIns.leave(a, s);
        }
        Seat gone = state.seats.remove(s);
        String name = a.from().displayName();
        Step closed = closedWithoutPlayers(a, name);
        if (closed != null) {
            return closed;
        }
        boolean passed = gone.user.equals(state.owner) && state.passOwnership(s);
        String said = t().get("leave.done", name) + (passed ? "\n" + t().get("owner.passed", state.ownerName) : "");
        return Step.table(() -> {
            group.refreshLobby();
            a.confirm(said);
        });
    }

    /**
     * Closes the lobby when no player but the computer's is left in it (nobody could start
     * or stop it, and it would keep the chat from opening another table); {@code name} left
     * last. Null when a player is left.
     */
    private Step closedWithoutPlayers(Act a, String name) {
        if (state.seats.isEmpty()) {
            return close(a, t().get("leave.emptied", name));
        }
        if (state.noHumans()) {
            return close(a, t().get("leave.onlyComputers", name));
        }
        return null;
    }

    /**
     * {@code /remove name} (owner or chat admin): in the lobby the player, or computer player,
     * named as the table shows them loses their seat; during the match the computer plays a
     * player's seat from now on ({@link StandIns#remove}), until they {@code /join} again.
     */
    Step remove(Act a, List<String> args) {
        Texts t = t();
        if (!mayManage(state, a)) {
            return Step.answer(a, t.get("refuse.ownerOnly", state.ownerName));
        }
        String typed = String.join(" ", args).strip();
        List<Integer> found = typed.isEmpty() ? List.of() : state.seatsNamed(typed);
        if (found.size() != 1) {
            String key = typed.isEmpty() ? "remove.usage" : found.isEmpty() ? "remove.unknown" : "remove.ambiguous";
            return Step.answer(a, t.get(key, Echo.cut(typed),
                    String.join(", ", state.seats.stream().map(x -> x.name).toList())));
        }
        int s = found.get(0);
        Seat seat = state.seats.get(s);
        if (a.from().id().equals(seat.user)) {
            return Step.answer(a, t.get("remove.self"));
        }
        if (state.phase == Phase.PLAYING) {
            return standIns.remove(a, s);
        }
        state.seats.remove(s);
        Step closed = closedWithoutPlayers(a, seat.name);
        if (closed != null) {
            return closed;
        }
        boolean passed = seat.human() && seat.user.equals(state.owner) && state.passOwnership(s);
        String said = t.get("remove.done", seat.name, a.from().displayName())
                + (passed ? "\n" + t.get("owner.passed", state.ownerName) : "");
        return Step.table(() -> {
            group.refreshLobby();
            a.answer(said);
        });
    }

    Step addBot(Act a, String levelText) {
        Texts t = t();
        if (state.phase != Phase.LOBBY) {
            return Step.answer(a, t.get("join.playing"));
        }
        Level level = parseLevel(levelText);
        if (level == null) {
            return Step.answer(a, t.get("bot.badLevel", Echo.cut(levelText)));
        }
        String full = full();
        if (full != null) {
            return Step.answer(a, full);
        }
        Seat bot = computer(level);
        sitDown(bot);
        String said = t.get("bot.done", bot.name, t.get("level." + level.id()));
        return Step.table(() -> {
            group.refreshLobby();
            a.confirm(said);
        });
    }

    /** What the presser is told when every seat is taken; null while one is free. */
    private String full() {
        SeatRange range = state.game().seats(state.options);
        return state.seats.size() >= range.max() ? t().get("lobby.full", range.max()) : null;
    }

    /** A level as players type it, in English or Italian; medium when blank; null when unknown. */
    static Level parseLevel(String text) {
        if (text == null || text.isBlank()) {
            return Level.MEDIUM;
        }
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "easy", "facile" -> Level.EASY;
            case "medium", "medio", "media" -> Level.MEDIUM;
            case "hard", "difficile" -> Level.HARD;
            default -> null;
        };
    }

    Step start(Act a) {
        Texts t = t();
        if (state.phase != Phase.LOBBY) {
            return Step.answer(a, t.get("start.already"));
        }
        if (!mayManage(state, a)) {
            return Step.answer(a, t.get("refuse.ownerOnly", state.ownerName));
        }
        try {
            state.game().seats(state.options).check(state.title(), state.seats.size());
        } catch (SetupException e) {
            return Step.answer(a, TableScreens.setup(e, t));
        }
        return loop.start(a);
    }

    Step stop(Act a) {
        Texts t = t();
        if (!mayManage(state, a)) {
            return Step.answer(a, t.get("refuse.ownerOnly", state.ownerName));
        }
        state.stopped = true;
        if (state.phase != Phase.LOBBY) {
            return loop.stop(a);
        }
        return close(a, t.get("stop.lobby", a.from().displayName()));
    }

    /**
     * The table's place was closed under it (a topic closed or deleted): a match ends with its
     * standings ({@link TurnLoop#placeClosed}), a lobby simply closes, its owner told privately.
     */
    Step placeClosed(Act a) {
        return switch (state.phase) {
            case FINISHED -> Step.none();
            case LOBBY -> {
                state.stopped = true;
                state.phase = Phase.FINISHED;
                String said = t().get("place.closed.lobby", state.title());
                yield Step.table(() -> {
                    a.done();
                    context.out().sendNotice(state.owner, Message.text(said));
                }).closing();
            }
            default -> {
                state.stopped = true;
                yield loop.placeClosed(a);
            }
        };
    }

    /** Closes the lobby, its message says so, and {@code answer} tells why. */
    private Step close(Act a, String answer) {
        state.stopped = true;
        state.phase = Phase.FINISHED;
        return Step.table(() -> {
            if (state.lobbyRef != null) {
                group.edit(state.lobbyRef, screens.lobbyEnded(t(), "lobby.closed"));
            }
            a.answer(answer);
        }).closing();
    }

    /** True when {@code a} is by the table's owner or a chat admin: who may manage the table. */
    static boolean mayManage(TableState state, Act a) {
        return a.from().admin() || a.from().id().equals(state.owner);
    }
}
