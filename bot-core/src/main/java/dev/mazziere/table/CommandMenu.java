package dev.mazziere.table;

import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * The command list a platform shows in its menu (Telegram's setMyCommands), in one
 * language: Italian users see the Italian names ({@code /entra}), everyone else the
 * English ones. Every name listed is understood in both languages.
 */
public final class CommandMenu {

    /** One entry: the command without slash, and what it does. */
    public record Entry(String command, String description) {
    }

    private static final List<String> GAMES = List.of("scopa", "scopone", "traversone");
    private static final List<Command> COMMANDS = List.of(Command.JOIN, Command.LEAVE, Command.ADDBOT, Command.START,
            Command.STOP, Command.HAND, Command.TABLE, Command.NUDGE, Command.RULES, Command.HELP, Command.LANG);

    private CommandMenu() {
    }

    public static List<Entry> of(Lang lang) {
        Texts t = Texts.core(lang);
        List<Entry> out = new ArrayList<>();
        for (String game : GAMES) {
            out.add(new Entry(game, t.get("menu." + game)));
        }
        for (Command c : COMMANDS) {
            String english = c.names().get(0);
            String shown = lang == Lang.IT && c.names().size() > 1 ? c.names().get(1) : english;
            out.add(new Entry(shown, t.get("menu." + english)));
        }
        return out;
    }
}
