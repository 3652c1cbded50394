package dev.mazziere.table;

import dev.mazziere.ai.Level;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Locale;

/**
 * The table before its match, and who may run it: seats taken and left, computer players
 * added, options changed, the start checked; only the owner (who opened the table) or a
 * chat admin may change options, start and stop. During the match it hands joining,
 * leaving and stopping to the {@link TurnLoop}. Not thread-safe: the table's lock.
 */
final class Lobby extends TablePart {

    private static final List<String> BOT_NAMES = List.of("Mario", "Lucia", "Beppe", "Rosa", "Tonio", "Nina", "Gino");

    private final TableScreens screens;
    private final GroupMessages group;
    private final TurnLoop loop;

    Lobby(TableState state, TableServices services, TableScreens screens, GroupMessages group, TurnLoop loop) {
        super(state, services);
        this.screens = screens;
        this.group = group;
        this.loop = loop;
    }

    /** Posts the lobby message; the opener sits down first. */
    void open(Act a) {
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        group.postLobby();
    }

    void join(Act a) {
        Texts t = t();
        int s = state.seatOf(a.from().id());
        if (state.phase == Phase.PLAYING) {
            loop.join(a, s);
            return;
        }
        if (s >= 0) {
            a.answer(t.get("join.already"));
            return;
        }
        if (full(a)) {
            return;
        }
        state.seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        services.commit();
        group.refreshLobby();
        a.answer(t.get("join.done", a.from().displayName(), state.seats.size()));
    }

    void leave(Act a) {
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            a.answer(t().get("leave.notSeated"));
            return;
        }
        if (state.phase == Phase.PLAYING) {
            loop.leave(a, s);
            return;
        }
        state.seats.remove(s);
        services.commit();
        group.refreshLobby();
        a.answer(t().get("leave.done", a.from().displayName()));
    }

    void addBot(Act a, String levelText) {
        Texts t = t();
        if (state.phase != Phase.LOBBY) {
            a.answer(t.get("join.playing"));
            return;
        }
        Level level = parseLevel(levelText);
        if (level == null) {
            a.answer(t.get("bot.badLevel", levelText));
            return;
        }
        if (full(a)) {
            return;
        }
        long bots = state.seats.stream().filter(x -> !x.human()).count();
        String name = "🤖 " + BOT_NAMES.get((int) (bots % BOT_NAMES.size()));
        state.seats.add(new Seat(null, name, level));
        services.commit();
        group.refreshLobby();
        a.answer(t.get("bot.done", name, t.get("level." + level.id())));
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

    void option(Act a, List<String> args) {
        Texts t = t();
        if (args.size() < 2) {
            a.answer(t.get("option.usage") + "\n" + screens.options());
            return;
        }
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", state.ownerName));
            return;
        }
        if (state.phase != Phase.LOBBY) {
            a.answer(t.get("option.playing"));
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
        group.refreshLobby();
        // Echo the value as the lobby shows it ("napola = on"), not as it was typed ("si").
        a.answer(t.get("option.done", shown));
    }

    /** Sets a table or game option; returns it as the lobby shows it ("napola = on"). */
    private String set(String name, String value) {
        if (TableOptions.isTableOption(name)) {
            state.tableOptions = state.tableOptions.with(name, value);
            return state.tableOptions.asMap().entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name.trim()))
                    .map(e -> e.getKey() + " = " + e.getValue()).findFirst().orElseThrow();
        }
        state.options = state.options.with(state.game().options(), name, value);
        String canonical = Options.find(state.game().options(), name).name();
        return canonical + " = " + TableScreens.show(state.options.get(canonical));
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
        state.phase = Phase.FINISHED;
        services.commit();
        if (state.lobbyRef != null) {
            group.edit(state.lobbyRef, screens.lobbyEnded(t, "lobby.closed"));
        }
        a.answer(t.get("stop.lobby", a.from().displayName()));
        services.closed();
    }

    private boolean mayManage(Act a) {
        return a.from().admin() || a.from().id().equals(state.owner);
    }
}
