package dev.mazziere.table;

import dev.mazziere.ai.Level;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.Echo;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Locale;

/**
 * The table before its match, and who may run it: seats taken, left and removed, computer
 * players added, options changed (the lobby redrawn is the answer: nothing else is posted),
 * the start checked; only the owner (who opened the table,
 * or the next seated player it passed to when the owner left, or the first player to sit
 * down in a lobby left without one) or a chat admin may change options, remove a player,
 * start and stop; a lobby left with no player but the computer's closes. During the match
 * the owner may still change {@code pace} and {@code turnTimeout} (from the next turn on);
 * joining, leaving and removals go to the {@link StandIns}, stopping to the {@link TurnLoop}.
 * Not thread-safe: the table's lock.
 */
final class Lobby extends TablePart {

    private static final List<String> BOT_NAMES = List.of("Mario", "Lucia", "Beppe", "Rosa", "Tonio", "Nina", "Gino");

    private final TableScreens screens;
    private final GroupMessages group;
    private final TurnLoop loop;
    private final StandIns standIns;

    Lobby(TableState state, TableServices services, TableScreens screens, GroupMessages group, TurnLoop loop,
          StandIns standIns) {
        super(state, services);
        this.screens = screens;
        this.group = group;
        this.loop = loop;
        this.standIns = standIns;
    }

    /** Posts the lobby message; the opener sits down first. */
    void open(Act a) {
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        group.postLobby();
    }

    /**
     * A solo table in the opener's private chat: the opener sits down, computer players
     * (medium) take the seats the game needs at least, and the opener is told how to add
     * more or start. Nobody else can join a private chat.
     */
    void openAlone(Act a) {
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        int needed = state.game().seats(state.options).min();
        while (state.seats.size() < needed) {
            state.seats.add(computer(Level.MEDIUM));
        }
        services.commit();
        group.postLobby();
        a.answer(t().get("lobby.solo"));
    }

    /**
     * A rematch's lobby: the last match's computer players keep their seats, and whoever
     * pressed 🔁 sits down in theirs and runs the table. The others sit down as they press.
     */
    void openRematch(Act a, List<Seat> computers) {
        computers.forEach(this::sitDown);
        sitDown(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        services.commit();
        group.postLobby();
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

    void join(Act a) {
        Texts t = t();
        int s = state.seatOf(a.from().id());
        if (state.phase == Phase.PLAYING) {
            standIns.join(a, s);
            return;
        }
        if (s >= 0) {
            a.answer(t.get("join.already"));
            return;
        }
        if (full(a)) {
            return;
        }
        int seat = sitDown(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        // Nobody runs this lobby (its owner left it to computer players): whoever sits down does.
        boolean owns = state.ownerless();
        if (owns) {
            state.ownedBy(seat);
        }
        services.commit();
        group.refreshLobby();
        a.confirm(t.get("join.done", a.from().displayName(), state.seats.size())
                + (owns ? "\n" + t.get("owner.passed", state.ownerName) : ""));
    }

    void leave(Act a) {
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            a.answer(t().get("leave.notSeated"));
            return;
        }
        if (state.phase == Phase.PLAYING) {
            standIns.leave(a, s);
            return;
        }
        Seat gone = state.seats.remove(s);
        String name = a.from().displayName();
        if (closedWithoutPlayers(a, name)) {
            return;
        }
        boolean passed = gone.user.equals(state.owner) && state.passOwnership(s);
        services.commit();
        group.refreshLobby();
        a.confirm(t().get("leave.done", name) + (passed ? "\n" + t().get("owner.passed", state.ownerName) : ""));
    }

    /**
     * Closes the lobby when no player but the computer's is left in it (nobody could start
     * or stop it, and it would keep the chat from opening another table); {@code name} left last.
     */
    private boolean closedWithoutPlayers(Act a, String name) {
        if (state.seats.isEmpty()) {
            close(a, t().get("leave.emptied", name));
            return true;
        }
        if (state.noHumans()) {
            close(a, t().get("leave.onlyComputers", name));
            return true;
        }
        return false;
    }

    /**
     * {@code /remove name} (owner or chat admin): in the lobby the player, or computer player,
     * named as the table shows them loses their seat; during the match the computer plays a
     * player's seat from now on ({@link StandIns#remove}), until they {@code /join} again.
     */
    void remove(Act a, List<String> args) {
        Texts t = t();
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", state.ownerName));
            return;
        }
        String typed = String.join(" ", args).strip();
        List<Integer> found = typed.isEmpty() ? List.of() : state.seatsNamed(typed);
        if (found.size() != 1) {
            String key = typed.isEmpty() ? "remove.usage" : found.isEmpty() ? "remove.unknown" : "remove.ambiguous";
            a.answer(t.get(key, Echo.cut(typed), String.join(", ", state.seats.stream().map(x -> x.name).toList())));
            return;
        }
        int s = found.get(0);
        Seat seat = state.seats.get(s);
        if (a.from().id().equals(seat.user)) {
            a.answer(t.get("remove.self"));
            return;
        }
        if (state.phase == Phase.PLAYING) {
            standIns.remove(a, s);
            return;
        }
        state.seats.remove(s);
        if (closedWithoutPlayers(a, seat.name)) {
            return;
        }
        boolean passed = seat.human() && seat.user.equals(state.owner) && state.passOwnership(s);
        services.commit();
        group.refreshLobby();
        a.answer(t.get("remove.done", seat.name, a.from().displayName())
                + (passed ? "\n" + t.get("owner.passed", state.ownerName) : ""));
    }

    void addBot(Act a, String levelText) {
        Texts t = t();
        if (state.phase != Phase.LOBBY) {
            a.answer(t.get("join.playing"));
            return;
        }
        Level level = parseLevel(levelText);
        if (level == null) {
            a.answer(t.get("bot.badLevel", Echo.cut(levelText)));
            return;
        }
        if (full(a)) {
            return;
        }
        Seat bot = computer(level);
        sitDown(bot);
        services.commit();
        group.refreshLobby();
        a.confirm(t.get("bot.done", bot.name, t.get("level." + level.id())));
    }

    /** True (and the presser told) when every seat is taken. */
    private boolean full(Act a) {
        SeatRange range = state.game().seats(state.options);
        if (state.seats.size() >= range.max()) {
            a.answer(t().get("lobby.full", range.max()));
            return true;
        }
        return false;
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

    /** {@code /option name value}, in either language; bare, the options and the values they take. */
    void option(Act a, List<String> args) {
        Texts t = t();
        if (args.size() < 2) {
            a.answer(t.get("option.usage") + "\n" + screens.optionList(t));
            return;
        }
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", state.ownerName));
            return;
        }
        boolean playing = state.phase != Phase.LOBBY;
        OptionWords words = screens.words();
        String option = words.optionNamed(args.get(0));
        if (playing && !option.equals(TableOptions.PACE) && !option.equals(TableOptions.TURN_TIMEOUT)) {
            a.answer(t.get("option.playing", words.name(TableOptions.PACE), words.name(TableOptions.TURN_TIMEOUT)));
            return;
        }
        String shown;
        try {
            shown = set(args.get(0), String.join(" ", args.subList(1, args.size())));
        } catch (SetupException e) {
            a.answer(TableScreens.setup(e, t));
            return;
        }
        services.commit();
        if (playing) {
            // The turn being played keeps its deadline; the next ones take the new limit (TurnClock.plan).
            group.refreshTable();
            a.answer(t.get("option.nextTurn", shown));
            return;
        }
        group.refreshLobby();
        // The lobby redrawn is the answer; its typer may hear the value as the lobby shows it ("napola = on").
        a.confirm(t.get("option.done", shown));
    }

    /**
     * Sets a table or game option named and valued in either language; returns it as the
     * lobby shows it ("obiettivo = 21").
     *
     * @throws SetupException in the chat's words: the options there are, or the values this one takes
     */
    private String set(String name, String value) {
        OptionWords words = screens.words();
        String option = words.optionNamed(name);
        String typed = words.valueNamed(option, value);
        try {
            if (!words.offers(option)) {
                throw new SetupException("option.unknown", List.of(option), "not on this platform: " + option);
            }
            if (TableOptions.isTableOption(option)) {
                state.tableOptions = state.tableOptions.with(option, typed);
                return words.name(option) + " = " + words.value(option, state.tableOptions.asMap().get(option));
            }
            state.options = state.options.with(state.game().options(), option, typed);
        } catch (SetupException e) {
            throw switch (e.code()) {
                case "option.unknown" -> new SetupException(e.code(), List.of(name, String.join(", ", words.names())),
                        e.getMessage());
                case "option.badValue" -> new SetupException(e.code(), List.of(words.name(option), value,
                        words.allowed(option)), e.getMessage());
                default -> e;
            };
        }
        return words.name(option) + " = " + words.value(option, state.options.get(option));
    }

    void start(Act a) {
        Texts t = t();
        if (state.phase != Phase.LOBBY) {
            a.answer(t.get("start.already"));
            return;
        }
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", state.ownerName));
            return;
        }
        try {
            state.game().seats(state.options).check(state.title(), state.seats.size());
        } catch (SetupException e) {
            a.answer(TableScreens.setup(e, t));
            return;
        }
        loop.start(a);
    }

    void stop(Act a) {
        Texts t = t();
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", state.ownerName));
            return;
        }
        state.stopped = true;
        if (state.phase != Phase.LOBBY) {
            loop.stop(a);
            return;
        }
        close(a, t.get("stop.lobby", a.from().displayName()));
    }

    /**
     * The table's place was closed under it (a topic closed or deleted): a match ends with its
     * standings ({@link TurnLoop#placeClosed}), a lobby simply closes, its owner told privately.
     */
    void placeClosed(Act a) {
        switch (state.phase) {
            case FINISHED -> {
            }
            case LOBBY -> {
                state.stopped = true;
                state.phase = Phase.FINISHED;
                services.commit();
                a.done();
                services.out().sendNotice(state.owner,
                        dev.mazziere.chat.Message.text(t().get("place.closed.lobby", state.title())));
                services.closed();
            }
            default -> {
                state.stopped = true;
                loop.placeClosed(a);
            }
        }
    }

    /** Closes the lobby, its message says so, and {@code answer} tells why. */
    private void close(Act a, String answer) {
        state.stopped = true;
        state.phase = Phase.FINISHED;
        services.commit();
        if (state.lobbyRef != null) {
            group.edit(state.lobbyRef, screens.lobbyEnded(t(), "lobby.closed"));
        }
        a.answer(answer);
        services.closed();
    }

    private boolean mayManage(Act a) {
        return a.from().admin() || a.from().id().equals(state.owner);
    }
}
