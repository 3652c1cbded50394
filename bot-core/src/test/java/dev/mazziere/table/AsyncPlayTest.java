package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.games.ramino.RaminoGame;
import dev.mazziere.games.scopa.ScopaGame;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("Asynchronous play: a table that waits for hours")
class AsyncPlayTest {

    @Nested
    @DisplayName("the pace a game starts with")
    class DefaultPace {

        @Test
        @DisplayName("Ramino defaults to async, the other games to live")
        void perGame() {
            assertThat(new RaminoGame().defaultPace()).isEqualTo("async");
            assertThat(new ScopaGame().defaultPace()).isEqualTo("live");
            assertThat(TableOptions.forGame(new RaminoGame()).timeout()).isEqualTo(Duration.ofHours(24));
            assertThat(TableOptions.forGame(new ScopaGame()).timeout()).isEqualTo(Duration.ofMinutes(2));
        }

        @Test
        @DisplayName("a new table of an async game starts async, the lobby says so, and the owner can still make it live")
        void newTable() {
            TestChat chat = new TestChat(3, Duration.ZERO);
            chat.say("anna", "/ramino");
            var lobby = chat.chatMessage("table opened by");

            assertThat(chat.now(lobby).text()).contains("⏱️ pace async · turnTimeout auto (24h) · shuffleSeats on");
            assertThat(chat.record().tableOptions()).containsEntry("pace", "async");
            assertThat(chat.store.loadOpenTables().get(0).table().extraJson()).contains("\"pace\":\"async\"");

            chat.say("anna", "/option pace live");

            assertThat(chat.now(lobby).text()).contains("⏱️ pace live · turnTimeout auto (2m)");
        }
    }

    /** anna opens a two-player Scopa at pace async, carlo joins, anna starts it. */
    private static void startAsync(TestChat chat) {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/option pace async", "/start");
    }

    /** Whoever of anna and carlo has move buttons now. */
    private static String toAct(TestChat chat) {
        return chat.prompt("anna") != null ? "anna" : "carlo";
    }

    private static String other(String player) {
        return player.equals("anna") ? "carlo" : "anna";
    }

    /** The player to act presses their first move button. */
    private static void play(TestChat chat, String player) {
        MessageRef p = chat.prompt(player);
        assertThat(p).as("%s has a prompt", player).isNotNull();
        chat.press(player, chat.now(p).buttons().get(0), p);
    }

    private static String tableText(TestChat chat, String marker) {
        return chat.now(chat.chatMessage(marker)).text();
    }

    private static List<String> newDms(TestChat chat, int from, String user) {
        return chat.log.subList(from, chat.log.size()).stream()
                .filter(o -> o.kind().equals("dm") && o.to().equals(user)).map(TestChat.Out::text).toList();
    }

    @Nested
    @DisplayName("the turn, the reminder and the limit")
    class Turns {

        private final TestChat chat = new TestChat(42, Duration.ZERO);

        @Test
        @DisplayName("each turn arrives as a new private message (so the phone rings), not only as an edit")
        void newMessageEachTurn() {
            startAsync(chat);
            for (int turn = 0; turn < 6; turn++) {
                String mover = toAct(chat);
                MessageRef prompt = chat.prompt(mover);
                assertThat(chat.log).filteredOn(o -> prompt.equals(o.ref())).first()
                        .satisfies(o -> assertThat(o.kind()).isEqualTo("dm"))
                        .satisfies(o -> assertThat(o.text()).contains("your turn!"));
                int before = chat.log.size();
                chat.time.advance(Duration.ofHours(3));
                play(chat, mover);
                String next = toAct(chat);
                assertThat(newDms(chat, before, next)).as("turn %d", turn).anySatisfy(t -> assertThat(t).contains("your turn!"));
            }
        }

        @Test
        @DisplayName("at async pace the reminder comes 6 hours before the day runs out, then the computer plays the turn and says so")
        void reminderThenLimit() {
            startAsync(chat);
            String mover = toAct(chat);
            MessageRef prompt = chat.prompt(mover);

            chat.time.advance(Duration.ofHours(18).minusSeconds(1));
            assertThat(chat.dmTexts(mover)).noneMatch(t -> t.startsWith("⏰"));
            chat.time.advance(Duration.ofSeconds(1));
            assertThat(chat.dmTexts(mover)).last().isEqualTo("⏰ Scopa: your turn, 6h left.");

            chat.time.advance(Duration.ofHours(6));
            assertThat(chat.record().moves()).hasSize(1);
            assertThat(chat.now(prompt).text()).startsWith("⏰ Time ran out: the computer played ").endsWith(" for you.");
            assertThat(tableText(chat, "⏳")).contains("▶️ ⏰ " + mover);
            assertThat(chat.record().seats()).anySatisfy(s -> assertThat(s.missed()).isOne());
        }

        @Test
        @DisplayName("where the hand waits behind 'my cards' (Discord's ephemeral hands), an async turn still rings: "
                + "a short notice, and the reminder, reach the private chat")
        void heldHands() {
            chat.held.add("anna");
            chat.held.add("carlo");
            startAsync(chat);
            String mover = chat.replay(new ScopaGame()).toAct() == chat.seatOf("anna") ? "anna" : "carlo";
            assertThat(chat.dmTexts(mover)).containsExactly("🔔 Scopa: your turn in #group-1. Your cards are behind the table's "
                    + "🂠 My cards button.");
            assertThat(chat.dmTexts(other(mover))).isEmpty();
            chat.time.advance(Duration.ofHours(18));
            assertThat(chat.dmTexts(mover)).last().isEqualTo("⏰ Scopa: your turn, 6h left.");

            TestChat live = new TestChat(42, Duration.ZERO);
            live.held.add("anna");
            live.held.add("carlo");
            live.open("/scopa", "anna", "carlo");
            live.say("anna", "/start");
            assertThat(live.dmTexts("anna")).isEmpty();
            assertThat(live.dmTexts("carlo")).isEmpty();
            // a nudge always rings, at any pace
            live.time.advance(Duration.ofSeconds(10));
            String liveMover = live.replay(new ScopaGame()).toAct() == live.seatOf("anna") ? "anna" : "carlo";
            live.say(other(liveMover), "/nudge");
            assertThat(live.dmTexts(liveMover)).singleElement().asString().startsWith("👋 " + other(liveMover));
        }
    }

    @Nested
    @DisplayName("since when the table waits")
    class Waiting {

        @Test
        @DisplayName("the table message says whom the table waits for and since when, in Rome's time, and moves on with each turn")
        void english() {
            TestChat chat = new TestChat(42, Duration.ZERO);
            startAsync(chat);
            String first = toAct(chat);

            // The fake clock starts on Thursday 1 January 2026, 20:00 UTC: 21:00 in Rome.
            assertThat(tableText(chat, "⏳")).contains("⏳ Waiting for " + first + " since Thu 1/1 21:00")
                    .doesNotContain("👉");
            chat.time.advance(Duration.ofHours(3));
            play(chat, first);

            assertThat(tableText(chat, "⏳")).contains("⏳ Waiting for " + other(first) + " since Fri 2/1 00:00");
        }

        @Test
        @DisplayName("in Italian, with Italian day names, and in the zone the bot is configured with")
        void italianAndZone() {
            TestChat chat = new TestChat(42, Duration.ZERO, null, GameRegistry.standard(),
                    c -> c.withZone(java.time.ZoneId.of("America/New_York")));
            chat.locale("anna", java.util.Locale.ITALIAN);
            startAsync(chat);
            String first = toAct(chat);

            assertThat(tableText(chat, "⏳")).contains("⏳ In attesa di " + first + " dalle 15:00 di gio 1/1");
            chat.time.advance(Duration.ofDays(1).plusHours(2));
            assertThat(tableText(chat, "⏳")).contains("▶️ ⏰ ").contains("dalle 15:00 di ven 2/1");
        }

        @Test
        @DisplayName("a live table keeps the plain turn line")
        void live() {
            TestChat chat = new TestChat(42, Duration.ZERO);
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            assertThat(tableText(chat, "to play")).contains("👉 ").doesNotContain("⏳");
        }

        @Test
        @DisplayName("the bot's time zone comes from MAZZIERE_TIMEZONE, Rome by default, and a wrong one is named")
        void zoneFromEnvironment() {
            assertThat(TableConfig.zone(java.util.Map.of())).isEqualTo(java.time.ZoneId.of("Europe/Rome"));
            assertThat(TableConfig.zone(java.util.Map.of("MAZZIERE_TIMEZONE", " UTC "))).isEqualTo(java.time.ZoneId.of("UTC"));
            org.assertj.core.api.Assertions.assertThatThrownBy(
                    () -> TableConfig.zone(java.util.Map.of("MAZZIERE_TIMEZONE", "Roma")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MAZZIERE_TIMEZONE")
                    .hasMessageContaining("Roma");
        }

        @Test
        @DisplayName("the turn's start survives a restart, and a table saved before its last move takes it from the move log")
        void survivesRestart() {
            TestChat chat = new TestChat(42, Duration.ZERO);
            startAsync(chat);
            chat.time.advance(Duration.ofHours(5));
            play(chat, toAct(chat));
            TableSnapshot saved = chat.record();
            assertThat(saved.turnSince()).isEqualTo(java.time.Instant.parse("2026-01-02T01:00:00Z"));
            String line = tableText(chat, "⏳").lines().filter(l -> l.startsWith("⏳")).findFirst().orElseThrow();

            chat.time.advance(Duration.ofHours(2));
            TestChat restarted = restart(chat, chat.store);

            assertThat(restarted.record().turnSince()).isEqualTo(saved.turnSince());
            assertThat(restarted.log).filteredOn(o -> o.kind().equals("edit")).last()
                    .satisfies(o -> assertThat(o.text()).contains(line));

            // As if the bot stopped between writing a move and writing its table: no turn start saved for it.
            var stored = chat.store.loadOpenTables().get(0);
            var row = stored.table();
            String older = row.extraJson().replaceAll(",\"turnSince\":\\d+,\"turnMoves\":\\d+", "");
            assertThat(older).doesNotContain("turnSince");
            chat.store.commit(dev.mazziere.store.TableChange.on(row).withRow(row.withExtraJson(older), false));
            TestChat again = restart(chat, chat.store);
            var lastMove = stored.match().orElseThrow().moves().get(0).playedAt();
            assertThat(again.record().turnSince()).isEqualTo(lastMove)
                    .isEqualTo(saved.turnSince());
        }
    }

    @Test
    @DisplayName("a table saved by a later version, with state this one does not know, still loads")
    void laterVersion() {
        TestChat chat = new TestChat(42, Duration.ZERO);
        startAsync(chat);
        var row = chat.store.loadOpenTables().get(0).table();
        String later = row.extraJson().substring(0, row.extraJson().length() - 1) + ",\"fromLater\":[1,2]}";
        chat.store.commit(dev.mazziere.store.TableChange.on(row).withRow(row.withExtraJson(later), false));

        TestChat restarted = restart(chat, chat.store);

        assertThat(restarted.tables.table(restarted.group)).isPresent();
    }

    @Nested
    @DisplayName("/nudge")
    class Nudge {

        private final TestChat chat = new TestChat(42, Duration.ZERO);

        @Test
        @DisplayName("a player reminds the one to act privately, with the time left; a second nudge within the hour is refused with when it is possible")
        void nudgeAndTooSoon() {
            startAsync(chat);
            String mover = toAct(chat);
            String nudger = other(mover);
            chat.time.advance(Duration.ofHours(2));

            chat.say(nudger, "/nudge");

            assertThat(chat.dmTexts(mover)).last()
                    .isEqualTo("👋 " + nudger + " reminds you it is your turn at Scopa: 22h left.");
            assertThat(chat.lastChat()).isEqualTo("👋 " + mover + " got a private reminder.");

            chat.time.advance(Duration.ofMinutes(10));
            int dms = chat.dmTexts(mover).size();
            chat.say(nudger, "/sollecita");

            assertThat(chat.lastChat()).isEqualTo("One nudge an hour: the next one from 00:00 (in 50m).");
            assertThat(chat.dmTexts(mover)).hasSize(dms);
            chat.time.advance(Duration.ofMinutes(50));
            chat.say(nudger, "/sveglia");
            assertThat(chat.lastChat()).isEqualTo("👋 " + mover + " got a private reminder.");
            assertThat(chat.dmTexts(mover)).last().asString().endsWith("21h left.");
        }

        @Test
        @DisplayName("nobody nudges themselves, spectators do not nudge, and there is nothing to nudge without a match")
        void refusals() {
            chat.say("anna", "/nudge");
            assertThat(chat.lastChat()).startsWith("No table here.");
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/nudge");
            assertThat(chat.lastChat()).isEqualTo("No match is being played here: nobody to nudge.");
            chat.say("anna", "/start");
            String mover = toAct(chat);

            chat.say(mover, "/nudge");
            assertThat(chat.lastChat()).isEqualTo("It is your turn! Nobody to nudge but yourself 😄");
            chat.say("bea", "/nudge");
            assertThat(chat.lastChat()).isEqualTo("Only the players at this table can nudge.");
            assertThat(chat.dmTexts(mover)).noneMatch(t -> t.startsWith("👋"));
            // Refusals spend nothing.
            chat.say(other(mover), "/nudge");
            assertThat(chat.lastChat()).isEqualTo("👋 " + mover + " got a private reminder.");
        }

        @Test
        @DisplayName("the computer is never nudged")
        void computer() {
            TestChat slow = new TestChat(42, Duration.ofSeconds(1));
            slow.say("anna", "/scopa", "/addbot", "/start");
            if (slow.prompt("anna") != null) {
                play(slow, "anna");
            }

            slow.say("anna", "/nudge");

            assertThat(slow.lastChat()).isEqualTo("It is 🤖 Mario's turn and the computer plays it: no need to nudge.");
        }

        @Test
        @DisplayName("without a turn limit the reminder has no countdown; in Italian it reads as friends write")
        void noLimitInItalian() {
            chat.locale("anna", java.util.Locale.ITALIAN);
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/opzione turnTimeout off", "/inizia");
            String mover = toAct(chat);

            chat.say(other(mover), "/sollecita");

            assertThat(chat.dmTexts(mover)).last().isEqualTo("👋 " + other(mover) + " ti ricorda che tocca a te (Scopa).");
            assertThat(chat.lastChat()).isEqualTo("👋 " + mover + " ha ricevuto un promemoria in privato.");
            chat.say(other(mover), "/sollecita");
            assertThat(chat.lastChat()).isEqualTo("Un sollecito all'ora: il prossimo dalle 22:00 (tra 1 ora).");
        }

        @Test
        @DisplayName("a nudge that cannot reach the player is not spent")
        void unreachable() {
            startAsync(chat);
            String mover = toAct(chat);
            chat.unreachable.add(mover);

            chat.say(other(mover), "/nudge");
            assertThat(chat.lastChat()).startsWith(mover + ", I cannot write to you privately.");

            chat.unreachable.remove(mover);
            chat.say(other(mover), "/nudge");
            assertThat(chat.lastChat()).isEqualTo("👋 " + mover + " got a private reminder.");
        }

        @Test
        @DisplayName("/nudge is in both command menus and in /help")
        void listed() {
            GameRegistry registry = GameRegistry.standard();
            assertThat(CommandMenu.of(dev.mazziere.text.Lang.EN, registry)).extracting(CommandMenu.Entry::name)
                    .contains("nudge");
            assertThat(CommandMenu.of(dev.mazziere.text.Lang.IT, registry)).extracting(CommandMenu.Entry::name)
                    .contains("sollecita");
            assertThat(Command.find("sveglia")).contains(Command.NUDGE);
            chat.say("anna", "/help");
            assertThat(chat.lastChat()).contains("/nudge — Remind the player whose turn it is, privately (once an hour)");
        }
    }

    @Nested
    @DisplayName("a whole match over days")
    class WholeMatch {

        private static final java.time.format.DateTimeFormatter WHEN = java.time.format.DateTimeFormatter
                .ofPattern("EEE d/M HH:mm", java.util.Locale.ENGLISH).withZone(java.time.ZoneId.of("Europe/Rome"));

        /** The table message's waiting line; {@code table} was the table message once, it may be posted anew since. */
        private String waitingLine(TestChat chat, MessageRef table) {
            return chat.tableNow().text().lines().filter(l -> l.startsWith("⏳")).findFirst().orElse("");
        }

        @Test
        @DisplayName("Scopa at pace async: answers after hours, a reminder, a turn the computer plays at 24h, "
                + "nudges, a restart in the middle, and the final score")
        void overDays() {
            TestChat chat = new TestChat(42, Duration.ZERO);
            java.time.Instant start = chat.time.instant();
            startAsync(chat);
            MessageRef table = chat.chatMessage("⏳");
            String a = toAct(chat);
            String b = other(a);
            assertThat(waitingLine(chat, table)).isEqualTo("⏳ Waiting for " + a + " since Thu 1/1 21:00");

            // a answers three hours later, past midnight.
            chat.time.advance(Duration.ofHours(3));
            play(chat, a);
            assertThat(waitingLine(chat, table)).isEqualTo("⏳ Waiting for " + b + " since Fri 2/1 00:00");

            // b lets it run to the reminder, then plays an hour later.
            chat.time.advance(Duration.ofHours(18));
            assertThat(chat.dmTexts(b)).last().isEqualTo("⏰ Scopa: your turn, 6h left.");
            chat.time.advance(Duration.ofHours(1));
            play(chat, b);
            assertThat(waitingLine(chat, table)).isEqualTo("⏳ Waiting for " + a + " since Fri 2/1 19:00");

            // a forgets the match for a whole day: the computer plays that turn.
            MessageRef forgotten = chat.prompt(a);
            chat.time.advance(Duration.ofHours(24));
            assertThat(chat.now(forgotten).text()).startsWith("⏰ Time ran out: the computer played");
            assertThat(chat.tableNow().text()).contains("▶️ ⏰ " + a);
            assertThat(waitingLine(chat, table)).isEqualTo("⏳ Waiting for " + b + " since Sat 3/1 19:00");

            // Two hours on, a nudges b; twenty minutes later a second nudge is refused.
            chat.time.advance(Duration.ofHours(2));
            chat.say(a, "/nudge");
            assertThat(chat.dmTexts(b)).last().isEqualTo("👋 " + a + " reminds you it is your turn at Scopa: 22h left.");
            chat.time.advance(Duration.ofMinutes(20));
            chat.say(a, "/sollecita");
            assertThat(chat.lastChat()).isEqualTo("One nudge an hour: the next one from 22:00 (in 40m).");
            TableSnapshot before = chat.record();
            String line = waitingLine(chat, table);

            // The bot restarts: same store, a new process.
            TestChat after = restart(chat, chat.store);

            TableSnapshot restored = after.record();
            assertThat(restored.turnSince()).isEqualTo(before.turnSince());
            assertThat(restored.deadline()).isEqualTo(before.deadline());
            assertThat(restored.reminderAt()).isEqualTo(before.reminderAt());
            assertThat(restored.lastNudge()).isEqualTo(before.lastNudge());
            assertThat(waitingLine(after, table)).isEqualTo(line);
            after.say(a, "/nudge");
            assertThat(after.lastChat()).isEqualTo("One nudge an hour: the next one from 22:00 (in 40m).");

            // b's reminder and limit come when they were due before the restart.
            after.time.advance(Duration.ofHours(18).minus(Duration.ofMinutes(140)).minusSeconds(1));
            assertThat(after.dmTexts(b)).isEmpty();
            after.time.advance(Duration.ofSeconds(1));
            assertThat(after.dmTexts(b)).containsExactly("⏰ Scopa: your turn, 6h left.");
            int moves = restored.moves().size();
            after.time.advance(Duration.ofHours(6).minusSeconds(1));
            assertThat(after.record().moves()).hasSize(moves);
            after.time.advance(Duration.ofSeconds(1));
            assertThat(after.record().moves()).hasSize(moves + 1);
            assertThat(after.tableNow().text()).contains("▶️ ⏰ " + b);

            // From here on both answer within a few hours, until the match is over.
            int turns = 0;
            while (after.tables.table(after.group).isPresent()) {
                String mover = toAct(after);
                assertThat(waitingLine(after, table)).isEqualTo("⏳ Waiting for " + mover + " since "
                        + WHEN.format(after.record().turnSince()));
                after.time.advance(Duration.ofHours(1 + turns % 5));
                play(after, mover);
                turns++;
                assertThat(turns).as("the match ends").isLessThan(1000);
            }

            assertThat(turns).isGreaterThan(30);
            assertThat(after.lastShown()).contains("🏁 Match over · 🏆").contains(" wins").contains("Points:")
                    .doesNotContain("⏳");
            assertThat(Duration.between(start, after.time.instant())).isGreaterThan(Duration.ofDays(7));
            assertThat(chat.store.finishedMatches(TestChat.PLATFORM, chat.group.id(), 1)).hasSize(1);
            assertThat(after.chatTexts()).noneMatch(t -> t.contains("missed"));
        }
    }

    /** A new bot on the same store, its clock where {@code before}'s is, restored as at start-up. */
    static TestChat restart(TestChat before, dev.mazziere.store.Store store) {
        assertThat(store).isSameAs(before.store);
        return before.restarted();
    }
}
