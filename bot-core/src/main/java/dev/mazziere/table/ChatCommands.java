package dev.mazziere.table;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.NewPlace;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Game;
import dev.mazziere.game.Options;
import dev.mazziere.game.SetupException;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.profile.PrivacyAnswers;
import dev.mazziere.profile.ProfileAnswer;
import dev.mazziere.profile.RankingAnswers;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.Act;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.OptionWords;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.flow.TableScreens;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.table.record.ChatRecords;
import dev.mazziere.table.record.TableRepository;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.text.Echo;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import dev.mazziere.table.flow.Step;

/**
 * The commands of a chat rather than of its table: opening a table ({@code /scopa} ...) in
 * its place (a thread made for it where the platform makes one), {@code /help}, {@code /rules},
 * {@code /lang} (and the chat's language it sets), {@code /history}, {@code /notify}
 * ({@link Watchers}); and a player's records, answered by {@link dev.mazziere.profile}:
 * {@code /stats}, {@code /profile}, {@code /privacy}, {@code /deleteme}. Called under the
 * chat's lock.
 */
final class ChatCommands {

    private final GameRegistry registry;
    private final TableRepository tables;
    private final Store store;
    private final Outbox out;
    private final StepRunner steps;
    private final Map<ChatId, Lang> languages = new ConcurrentHashMap<>();
    private final Watchers watchers;
    /** Chats whose table owner was told the bot may not make threads there: told once. */
    private final java.util.Set<ChatId> toldNoThreads = ConcurrentHashMap.newKeySet();

    /** The language of chats that have not chosen one, or null: each user's own. */
    private final Lang defaultLang;

    private final RankingAnswers rankings;
    private final ProfileAnswer profiles;
    private final PrivacyAnswers privacy;
    private final StoredPrivateTopics topics;

    /** @param config its language is that of chats that have not chosen one ({@code MAZZIERE_LANG}), or null */
    ChatCommands(GameRegistry registry, TableRepository tables, Store store, Outbox out, TableConfig config,
                 StepRunner steps, StoredPrivateTopics topics) {
        this.topics = topics;
        this.defaultLang = config.lang();
        this.rankings = new RankingAnswers(store, config.clock(), config.zone());
        this.profiles = new ProfileAnswer(store.records(), registry, config.clock());
        this.privacy = new PrivacyAnswers(store.records(), config.retention());
        this.watchers = new Watchers(store, out, config.clock());
        this.registry = registry;
        this.tables = tables;
        this.store = store;
        this.out = out;
        this.steps = steps;
    }

    /**
     * The language to answer an event in: the chat's table's, else the chat's ({@code /lang}),
     * else the bot's default ({@code MAZZIERE_LANG}), else the user's.
     */
    Lang languageOf(ChatId chat, ChatEvent event) {
        Table table = tables.inChat(chat);
        if (table != null) {
            return table.lang();
        }
        return languages.getOrDefault(chat.whole(), defaultLang != null ? defaultLang : Lang.of(event.from().locale()));
    }

    /** The chat's language, if one was set, follows the chat to its new id. */
    void chatMoved(ChatId from, ChatId to) {
        Lang lang = languages.remove(from);
        if (lang != null) {
            languages.putIfAbsent(to, lang);
        }
    }

    void help(Act act) {
        act.answer(CommandMenu.help(act.t().lang(), registry));
    }

    /** {@code /history}: the chat's records, for the whole chat: posted there. */
    void history(ChatEvent.Command c, Act act) {
        act.announce(ChatRecords.history(store, registry, c.chat(), out.capabilities(), act.t()));
    }

    /** {@code /notify}: the typer's private note about this chat's new tables, on or off. */
    void watch(ChatEvent.Command c, Act act) {
        watchers.toggle(c, act);
    }

    /**
     * {@code /stats}: the chat's ranking, for the whole chat: posted there; {@code /stats
     * global}: the top of every chat, of players who joined the global ranking.
     */
    void stats(ChatEvent.Command c, Act act, String arg) {
        boolean images = out.capabilities().images();
        switch (arg.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "" -> act.announce(rankings.chat(c.chat().platform(), c.chat().id(), act.t(), images));
            case "global", "globale", "all", "tutte", "tutti" -> act.announce(rankings.global(act.t(), images));
            default -> act.answer(act.t().get("stats.usage"));
        }
    }

    /** {@code /profile}: the asker's own records, answered to them only. */
    void profile(ChatEvent.Command c, Act act) {
        act.answer(profiles.of(c.from().id().platform(), c.from().id().id(), act.t(), out.capabilities().images()));
    }

    /** {@code /privacy [public|private]}: what is kept about the asker, or their global-ranking choice. */
    void privacy(ChatEvent.Command c, Act act, String arg) {
        act.answer(privacy.privacy(c.from().id().platform(), c.from().id().id(), c.from().displayName(), arg,
                act.t()));
    }

    /** {@code /deleteme}: what it does, with the button that does it, to the asker only. */
    void deleteMe(ChatEvent.Command c, Act act) {
        act.answer(privacy.askToForget(new Payload.Forget(c.from().id().id()).encode(), act.t()));
    }

    /** The {@code /deleteme} button: only its asker's press erases them. */
    void forget(ChatEvent.ButtonPress p, Act act, Payload.Forget f) {
        if (!p.from().id().id().equals(f.userId())) {
            act.answer(act.t().get("deleteme.notYours"));
            return;
        }
        act.update(privacy.forget(p.from().id().platform(), f.userId(), act.t()));
        topics.forget(p.from().id());
    }

    /**
     * {@code /scopa} and the like: a lobby in this chat, unless it has a table already; in a
     * private chat, a solo table against computer players.
     */
    void open(GameRegistry.Opening opening, ChatEvent.Command c, Act act) {
        Texts t = act.t();
        Table existing = tables.inChat(c.chat());
        if (existing != null) {
            act.answer(t.get("table.exists", existing.title()));
            return;
        }
        Game game = opening.entry().game();
        GameCommand command = opening.command();
        Options options;
        try {
            options = game.resolveOptions(command.preset());
        } catch (SetupException e) {
            act.answer(TableScreens.setup(e, t));
            return;
        }
        Map<String, String> raw = new LinkedHashMap<>();
        options.asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        TableOptions tableOptions = TableOptions.forGame(game, out.capabilities(), c.inPrivate());
        Lang lang = t.lang();
        String name = command.title() + " · " + c.from().displayName();
        NewPlace place = placeFor(c, name);
        ChatId at = place.place();
        Optional<Table> created = tables.create(
                TableRows.newTable(at, game.id(), raw, tableOptions, c.from().id(), c.from().displayName(), lang,
                        c.inPrivate()),
                id -> {
                    TableState s = new TableState(id, at, opening.entry(), options, tableOptions, c.from().id(),
                            c.from().displayName(), c.from().displayName(), lang);
                    s.solo = c.inPrivate();
                    return s;
                });
        if (created.isEmpty()) {
            Table other = tables.fresh(c.chat());
            act.answer(t.get("table.exists", other != null ? other.title() : command.title()));
            return;
        }
        Table table = created.get();
        List<UserId> told = c.inPrivate() ? List.of() : watchers.toTell(c.chat(), c.from().id());
        table.told(told.size());
        Step opened = c.inPrivate() ? table.openAlone(act) : table.open(act);
        // Said once the table is written: the watchers' notes, the missing right, the link to the new place.
        steps.run(table, opened.andSay(() -> {
            watchers.tell(told, at, c.from().displayName(), command.title(), t);
            tellMissing(place, c, command.title(), t);
            if (!at.equals(c.chat())) {
                out.mention(at).ifPresent(link -> out.send(c.chat(), Message.text(t.get("place.opened", name, link))));
            }
        }));
    }

    /**
     * Where a table opened by {@code c} goes: a place of its own ({@link dev.mazziere.chat.ChatPort#newPlace},
     * a Discord thread named {@code name}) when typed in a group's chat itself, else where it
     * was typed.
     */
    private NewPlace placeFor(ChatEvent.Command c, String name) {
        if (c.inPrivate() || c.chat().inThread()) {
            return NewPlace.here(c.chat());
        }
        return out.newPlace(c.chat(), name);
    }

    /**
     * A table kept in its chat for want of a right to make it a place of its own: its owner
     * is told which right, once per chat and run of the bot.
     */
    private void tellMissing(NewPlace made, ChatEvent.Command c, String title, Texts t) {
        if (made.missing().isEmpty() || !toldNoThreads.add(c.chat())) {
            return;
        }
        String rights = made.missing().stream().sorted().map(r -> "«" + t.get(r.textKey()) + "»")
                .collect(java.util.stream.Collectors.joining(", "));
        out.sendNotice(c.from().id(), Message.text(t.get("place.noThreads", title, rights)));
    }

    /** {@code /lang it|en}: the chat's language, and its table's. */
    void language(ChatEvent.Command c, Act act, Table table, String arg) {
        Optional<Lang> lang = Lang.parse(arg);
        if (lang.isEmpty()) {
            act.answer(act.t().get("lang.usage"));
            return;
        }
        languages.put(c.chat().whole(), lang.get());
        act.language(Texts.core(lang.get()));
        if (table != null) {
            steps.run(table, table.language(lang.get()));
        }
        act.answer(act.t().get("lang.done"));
    }

    /**
     * {@code /rules [game]}: a game's rules (at a table of that game, with the table's
     * options in force), and the values the table options take; with neither a game nor a
     * table, the games to ask about.
     */
    void rules(Act act, Table table, String arg) {
        Texts t = act.t();
        Optional<GameRegistry.Opening> named = arg.isEmpty() ? Optional.empty() : registry.opening(arg);
        String tableOptions = "\n" + t.get("rules.tableOptions",
                new OptionWords(named.map(GameRegistry.Opening::entry).orElse(registry.all().get(0)), t.lang(),
                        out.capabilities().images())
                        .tableOptions());
        // "/rules napoleone" at a Napoleone table: the rules with this table's options.
        if (table != null && (arg.isEmpty() || named.filter(table::plays).isPresent())) {
            act.answer(table.rules(t) + tableOptions);
        } else if (named.isPresent()) {
            GameRegistry.Opening o = named.get();
            act.answer(o.entry().presenter().rules(o.entry().game().resolveOptions(o.command().preset()), t)
                    + tableOptions);
        } else if (!arg.isEmpty()) {
            // Every name /rules understands, so a game opened by its own command (Scopone, Rovescino) is listed.
            act.answer(t.get("rules.unknown", Echo.cut(arg),
                    String.join(", ", registry.commands().stream().map(GameCommand::name).toList())));
        } else {
            act.answer(t.get("rules.which", String.join(", ",
                    registry.commands().stream().map(g -> "/" + Command.RULES.name(t.lang()) + " " + g.name()).toList())));
        }
    }

    /** The commands that open a table, for texts that offer them: "/scopa, /scopone, ...". */
    String playable() {
        return String.join(", ", registry.commands().stream().map(g -> "/" + g.name()).toList());
    }
}
