package dev.mazziere.table.flow;

import dev.mazziere.game.SetupException;
import dev.mazziere.text.Texts;
import java.util.List;

/**
 * The {@code /option} command: a game or table option set by name and value in either
 * language, by the owner or a chat admin; in the lobby the lobby redrawn is the answer
 * (nothing else is posted), during the match only {@code pace} and {@code turnTimeout},
 * from the next turn on. Bare, it lists the options and the values they take.
 * Not thread-safe: the table's lock.
 */
final class OptionCommand extends TablePart {

    private final TableScreens screens;
    private final GroupMessages group;

    OptionCommand(TableState state, Context context, TableScreens screens, GroupMessages group) {
        super(state, context);
        this.screens = screens;
        this.group = group;
    }

    /** {@code /option name value}, in either language; bare, the options and the values they take. */
    Step option(Act a, List<String> args) {
        Texts t = t();
        if (args.size() < 2) {
            return Step.answer(a, t.get("option.usage") + "\n" + screens.optionList(t));
        }
        if (!Lobby.mayManage(state, a)) {
            return Step.answer(a, t.get("refuse.ownerOnly", state.ownerName));
        }
        boolean playing = state.phase != Phase.LOBBY;
        OptionWords words = screens.words();
        String option = words.optionNamed(args.get(0));
        if (playing && !option.equals(TableOptions.PACE) && !option.equals(TableOptions.TURN_TIMEOUT)) {
            return Step.answer(a, t.get("option.playing", words.name(TableOptions.PACE),
                    words.name(TableOptions.TURN_TIMEOUT)));
        }
        String shown;
        try {
            shown = set(args.get(0), String.join(" ", args.subList(1, args.size())));
        } catch (SetupException e) {
            return Step.answer(a, TableScreens.setup(e, t));
        }
        if (playing) {
            // The turn being played keeps its deadline; the next ones take the new limit (TurnClock.plan).
            String said = t.get("option.nextTurn", shown);
            return Step.table(() -> {
                group.refreshTable();
                a.answer(said);
            });
        }
        // The lobby redrawn is the answer; its typer may hear the value as the lobby shows it ("napola = on").
        String said = t.get("option.done", shown);
        return Step.table(() -> {
            group.refreshLobby();
            a.confirm(said);
        });
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
}
