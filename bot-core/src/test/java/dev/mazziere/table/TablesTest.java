package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.PlatformLimits;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.Command;
import dev.mazziere.table.flow.Lobby;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.SeatSnapshot;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("Tables played through the chat boundary")
class TablesTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private int moves() {
        return chat.record().moves().size();
    }

    /** Whoever of these two must move now. */
    private String toAct(String a, String b) {
        return chat.prompt(a) != null ? a : b;
    }

    @Nested
    @DisplayName("the lobby")
    class Lobby {

        @Test
        @DisplayName("only the owner or a chat admin may start")
        void ownerStarts() {
            chat.open("/scopa", "anna", "carlo");

            chat.say("carlo", "/start");
            assertThat(chat.lastChat()).contains("Only anna");
            assertThat(chat.record().phase()).isEqualTo(Phase.LOBBY);

            chat.admins.add("carlo");
            chat.say("carlo", "/start");
            assertThat(chat.record().phase()).isEqualTo(Phase.PLAYING);
        }

        @Test
        @DisplayName("the Start button refuses a non-owner privately")
        void startButton() {
            chat.open("/scopa", "anna", "carlo");
            MessageRef lobby = chat.chatMessage("table opened by");

            chat.press("carlo", chat.button(lobby, "s:"), lobby);

            assertThat(chat.lastPopup("carlo")).contains("Only anna");
            assertThat(chat.record().phase()).isEqualTo(Phase.LOBBY);
        }

        @Test
        @DisplayName("join, leave and add-computer buttons edit the lobby message in place")
        void lobbyButtons() {
            chat.open("/scopa", "anna");
            MessageRef lobby = chat.chatMessage("table opened by");

            chat.press("carlo", chat.button(lobby, "j:"), lobby);
            chat.press("bea", chat.button(lobby, "j:"), lobby);
            chat.press("bea", chat.button(lobby, "l:"), lobby);
            chat.press("carlo", chat.button(lobby, "b:"), lobby);

            assertThat(chat.now(lobby).text()).contains("anna, carlo, 🤖 Mario (medium)").doesNotContain("bea");
            assertThat(chat.chatTexts()).hasSize(1);
        }

        @Test
        @DisplayName("a fifth player is refused: Scopa seats at most four")
        void seatLimit() {
            chat.open("/scopa", "anna", "b", "c", "d");

            chat.say("eva", "/join");
            assertThat(chat.lastChat()).contains("full (4 players at most)");
            chat.say("anna", "/addbot");
            assertThat(chat.lastChat()).contains("full");
        }

        @Test
        @DisplayName("starting with too few players says how many are needed")
        void tooFew() {
            chat.open("/scopa", "anna");
            chat.say("anna", "/start");
            assertThat(chat.lastChat()).isEqualTo("Scopa needs 2-4 players, not 1.");

            chat.say("anna", "/option variant scopone");
            chat.say("carlo", "/join");
            chat.say("anna", "/start");
            assertThat(chat.lastChat()).isEqualTo("Scopone needs 4 players, not 2.");
        }

        @Test
        @DisplayName("a bad option value or name is answered with the allowed ones, and changes nothing")
        void badOptions() {
            chat.open("/scopa", "anna", "carlo");

            chat.say("anna", "/option target 12");
            assertThat(chat.lastChat()).isEqualTo("Bad value \"12\" for target. Allowed: 11, 16, 21, 31");
            chat.say("anna", "/option colour red");
            assertThat(chat.lastChat()).startsWith("Unknown option \"colour\". Options: variant,");
            chat.say("anna", "/option turnTimeout soon");
            assertThat(chat.lastChat()).contains("turnTimeout").contains("auto, off");
            chat.say("carlo", "/option target 21");
            assertThat(chat.lastChat()).contains("Only anna");
            chat.say("anna", "/addbot grandmaster");
            assertThat(chat.lastChat()).contains("Levels: easy, medium, hard");

            assertThat(chat.record().options()).containsEntry("target", "11");
        }

        @Test
        @DisplayName("a good option shows in the lobby message")
        void goodOption() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/opzione target 21");
            assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("target 21")
                    .doesNotContain("scoponeDeal");
            chat.say("anna", "/option variant scopone");
            assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("Scopone")
                    .contains("scoponeDeal scientifico");
        }

        @Test
        @DisplayName("a changed option is confirmed with its name and value as the lobby shows them")
        void optionEcho() {
            chat.open("/scopa", "anna", "carlo");
            int posts = chat.chatTexts().size();
            chat.say("anna", "/opzione NAPOLA si");
            assertThat(chat.lastConfirm("anna")).isEqualTo("⚙️ napola = on");
            chat.say("anna", "/option shuffleseats NO");
            assertThat(chat.lastConfirm("anna")).isEqualTo("⚙️ shuffleSeats = off");
            assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("napola on")
                    .contains("shuffleSeats off");
            assertThat(chat.chatTexts()).as("the lobby redrawn is the answer: nothing posted").hasSize(posts);
        }

        @Test
        @DisplayName("joining, leaving and adding a computer by command post nothing: the lobby redrawn says it")
        void lobbyCommandsPostNothing() {
            chat.say("anna", "/scopa");
            int posts = chat.chatTexts().size();

            chat.say("carlo", "/join");
            chat.say("bea", "/join");
            chat.say("bea", "/leave");
            chat.say("anna", "/addbot hard");

            assertThat(chat.chatTexts()).hasSize(posts);
            assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("carlo").doesNotContain("bea")
                    .contains("(hard)");
            assertThat(chat.confirms("carlo")).containsExactly("carlo sits down (2).");
            assertThat(chat.confirms("bea")).containsExactly("bea sits down (3).", "bea leaves the table.");
            assertThat(chat.lastConfirm("anna")).startsWith("🤖");
        }

        @Test
        @DisplayName("only registered games open a table; a second table in the same chat is refused")
        void registeredGamesAndDuplicates() {
            // given a bot whose registry has only Scopa
            TestChat scopaOnly = new TestChat(7, Duration.ZERO, null,
                    new dev.mazziere.games.GameRegistry(List.of(dev.mazziere.games.GameRegistry.standard().get("scopa"))));
            // when a game it does not have is asked for, then it is no command of this bot
            scopaOnly.say("anna", "/traversone");
            assertThat(scopaOnly.lastChat()).isEqualTo("Unknown command /traversone. Try /help.");
            scopaOnly.say("anna", "/join");
            assertThat(scopaOnly.lastChat()).isEqualTo("No table here. Open one with /scopa, /scopone.");
            scopaOnly.say("anna", "/help");
            assertThat(scopaOnly.lastChat()).contains("/scopa /scopone — open a table").doesNotContain("/traversone");
            chat.say("anna", "/help");
            assertThat(chat.lastChat()).contains("/napoleone /ramino /briscola /chiamata /tressette — open a table");

            chat.say("anna", "/join");
            assertThat(chat.lastChat()).contains("No table here");

            chat.say("anna", "/scopa");
            chat.say("carlo", "/scopa");
            assertThat(chat.lastChat()).contains("already a Scopa table");
        }

        @Test
        @DisplayName("help, rules and unknown commands answer in one short message")
        void helpAndRules() {
            chat.say("anna", "/help");
            assertThat(chat.lastChat()).contains("/scopa").contains("/entra");
            chat.say("anna", "/rules scopone");
            assertThat(chat.lastChat()).contains("Scopone");
            chat.say("anna", "/regole burraco");
            assertThat(chat.lastChat()).contains("I do not know \"burraco\"")
                    .endsWith("Games: " + String.join(", ", dev.mazziere.games.GameRegistry.standard().commands().stream()
                            .map(dev.mazziere.text.GameCommand::name).toList()));
            chat.say("anna", "/dance");
            assertThat(chat.lastChat()).contains("Unknown command /dance");
            chat.open("/scopa", "bea");
            chat.say("bea", "/rules");
            assertThat(chat.lastChat()).contains("settebello").contains("target 11");
        }
    }

    @Nested
    @DisplayName("buttons pressed at the wrong time or by the wrong person")
    class Presses {

        @Test
        @DisplayName("a player pressing another's move button changes nothing and is told privately")
        void foreignPress() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = toAct("anna", "carlo");
            String other = mover.equals("anna") ? "carlo" : "anna";
            MessageRef prompt = chat.prompt(mover);
            Button button = chat.now(prompt).buttons().get(0);
            int chatBefore = chat.chatTexts().size();

            chat.press(other, button, prompt);
            chat.press("zoe", button, prompt);

            assertThat(chat.popups(other)).last().asString().contains("Not your turn: it is " + mover);
            assertThat(chat.lastPopup("zoe")).isEqualTo("You are not playing at this table.");
            assertThat(moves()).isZero();
            assertThat(chat.chatTexts()).hasSize(chatBefore);
        }

        @Test
        @DisplayName("a button from an earlier turn is refused politely; so is one from a closed table")
        void stalePress() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = toAct("anna", "carlo");
            MessageRef prompt = chat.prompt(mover);
            Button first = chat.now(prompt).buttons().get(0);
            Button second = chat.now(prompt).buttons().get(chat.now(prompt).buttons().size() - 1);

            chat.press(mover, first, prompt);
            chat.press(mover, second, prompt);

            assertThat(chat.lastPopup(mover)).isEqualTo("This button is from an earlier turn.");
            assertThat(moves()).isEqualTo(1);
            assertThat(chat.now(prompt).buttons()).isEmpty();

            chat.say("anna", "/stop");
            chat.press(mover, second, prompt);
            assertThat(chat.lastPopup(mover)).isEqualTo("This button is from a table that is over.");
            chat.press(mover, "zz", prompt);
            assertThat(chat.lastPopup(mover)).isEqualTo("This button is not mine.");
        }

        @Test
        @DisplayName("an old lobby message's Leave, Join and Start buttons pressed during the match are answered and "
                + "change nothing")
        void lobbyButtonsMidMatch() {
            chat.open("/scopa", "anna", "carlo");
            MessageRef lobby = chat.chatMessage("table opened by");
            Button leave = chat.button(lobby, "l:");
            Button join = chat.button(lobby, "j:");
            Button start = chat.button(lobby, "s:");
            chat.say("anna", "/start");

            chat.press("carlo", leave, lobby);
            chat.press("bea", join, lobby);
            chat.press("anna", start, lobby);

            assertThat(chat.lastPopup("carlo")).isEqualTo("This lobby button no longer works: the match has started.");
            assertThat(chat.lastPopup("bea")).isEqualTo("This lobby button no longer works: the match has started.");
            assertThat(chat.lastPopup("anna")).isEqualTo("This lobby button no longer works: the match has started.");
            assertThat(chat.record().seats()).noneMatch(SeatSnapshot::away).hasSize(2);
            assertThat(chat.chatTexts()).noneMatch(t -> t.contains("leaves"));
        }

        @Test
        @DisplayName("many threads pressing the same move button at once apply it exactly once")
        void racingPresses() throws Exception {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = toAct("anna", "carlo");
            MessageRef prompt = chat.prompt(mover);
            Button button = chat.now(prompt).buttons().get(0);
            var pool = java.util.concurrent.Executors.newFixedThreadPool(8);
            var go = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                done.add(pool.submit(() -> {
                    go.await();
                    chat.press(mover, button, prompt);
                    return null;
                }));
            }
            go.countDown();
            for (var f : done) {
                f.get();
            }
            pool.shutdown();

            assertThat(moves()).isEqualTo(1);
            assertThat(chat.popups(mover)).filteredOn(t -> t.contains("earlier turn")).hasSize(7);
        }

        @Test
        @DisplayName("a redelivered event is processed once")
        void duplicateEvent() {
            chat.open("/scopa", "anna");
            var event = new dev.mazziere.chat.ChatEvent.Command("same-id", chat.group, chat.sender("carlo"), "join", List.of());
            chat.tables.handle(event);
            chat.tables.handle(event);
            assertThat(chat.confirms("carlo")).filteredOn(t -> t.contains("sits down")).hasSize(1);
        }

        @Test
        @DisplayName("a player the bot cannot write to is told in the chat and sees the hand in a popup")
        void unreachable() {
            chat.unreachable.add("carlo");
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");

            assertThat(chat.chatTexts()).anyMatch(t -> t.contains("carlo, I cannot write to you privately"));
            MessageRef table = chat.chatMessage("to play");
            chat.press("carlo", chat.button(table, "h:"), table);
            assertThat(chat.lastPopup("carlo")).contains("Your hand:");
        }

        @Test
        @DisplayName("on a platform with ephemeral buttons, My cards carries the move buttons")
        void ephemeralMoves() {
            chat.capabilities(PlatformLimits.DISCORD);
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = toAct("anna", "carlo");
            MessageRef table = chat.chatMessage("to play");

            chat.press(mover, chat.button(table, "h:"), table);

            var answer = chat.log.get(chat.log.size() - 1);
            assertThat(answer.kind()).isEqualTo("popup");
            assertThat(answer.message().buttons()).isNotEmpty().allMatch(b -> b.payload().startsWith("m:"));
        }
    }

    @Nested
    @DisplayName("timers")
    class Timers {

        @Test
        @DisplayName("a player is reminded privately, then the computer plays their turn when time runs out")
        void reminderAndAutoplay() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = toAct("anna", "carlo");
            String other = mover.equals("anna") ? "carlo" : "anna";

            chat.time.advance(Duration.ofSeconds(90));
            assertThat(chat.dmTexts(mover)).last().asString().startsWith("⏰ Scopa: your turn, 30s left");
            assertThat(moves()).isZero();

            chat.time.advance(Duration.ofSeconds(30));
            assertThat(moves()).isEqualTo(1);
            assertThat(chat.now(chat.chatMessage("to play")).text()).contains("▶️ ⏰ " + mover);
            assertThat(chat.prompt(other)).isNotNull();
        }

        @Test
        @DisplayName("after three missed turns the computer keeps the seat until the player joins again")
        void awayAndBack() {
            TestChat slow = new TestChat(7, Duration.ofSeconds(1));
            slow.say("anna", "/scopa", "/addbot", "/start");
            slow.time.advance(Duration.ofSeconds(2));

            for (int i = 0; i < 3; i++) {
                slow.time.advance(Duration.ofSeconds(122));
            }
            assertThat(slow.lastChat()).contains("anna missed 3 turns in a row");
            int before = slow.record().moves().size();
            slow.time.advance(Duration.ofSeconds(10));
            assertThat(slow.record().moves().size()).isGreaterThan(before + 5);
            assertThat(slow.prompt("anna")).isNull();

            slow.say("anna", "/join");
            assertThat(slow.lastChat()).contains("Welcome back, anna");
            for (int i = 0; i < 5 && slow.prompt("anna") == null; i++) {
                slow.time.advance(Duration.ofSeconds(1));
            }
            assertThat(slow.prompt("anna")).isNotNull();
            assertThat(slow.record().seats().get(0).away()
                    || slow.record().seats().get(1).away()).isFalse();
        }

        @Test
        @DisplayName("at a table, a 15 s limit brings no reminder and a 30 s one brings it 10 s before the end")
        void reminderAtATable() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/option turnTimeout 15s", "/start");
            String mover = toAct("anna", "carlo");
            chat.time.advance(Duration.ofSeconds(15));
            assertThat(moves()).isEqualTo(1);
            assertThat(chat.dmTexts(mover)).noneMatch(t -> t.startsWith("⏰ Scopa: your turn"));

            chat.say("anna", "/option turnTimeout 30s");
            chat.time.advance(Duration.ofSeconds(15));
            String next = toAct("anna", "carlo");
            chat.time.advance(Duration.ofSeconds(20));
            assertThat(chat.dmTexts(next)).last().isEqualTo("⏰ Scopa: your turn, 10s left.");
        }

        @Test
        @DisplayName("turnTimeout off means no reminder and no computer stand-in")
        void noTimeout() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/option turnTimeout off", "/start");
            chat.time.advance(Duration.ofDays(3));
            assertThat(moves()).isZero();
            assertThat(chat.time.pending()).isZero();
        }

        @Test
        @DisplayName("async pace gives a day to play")
        void asyncPace() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/option pace async", "/start");
            chat.time.advance(Duration.ofHours(23));
            assertThat(moves()).isZero();
            chat.time.advance(Duration.ofHours(1));
            assertThat(moves()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("stopping, language, errors and restarts")
    class Lifecycle {

        @Test
        @DisplayName("the owner stops a match and the chat sees the standings; others may not")
        void stop() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            chat.say("carlo", "/stop");
            assertThat(chat.lastChat()).contains("Only anna");

            chat.say("anna", "/fine");

            assertThat(chat.lastChat()).startsWith("⏹️ Match stopped by anna").contains("Total:");
            assertThat(chat.tables.table(chat.group)).isEmpty();
            assertThat(chat.now(chat.chatMessage("to play")).text()).contains("⏹️ Match stopped.");
            chat.say("anna", "/scopa");
            assertThat(chat.tables.table(chat.group)).isPresent();
        }

        @Test
        @DisplayName("a player who leaves mid-match is replaced by the computer and comes back with /join")
        void leaveAndBack() {
            TestChat slow = new TestChat(11, Duration.ofSeconds(1));
            slow.open("/scopa", "anna", "carlo");
            slow.say("anna", "/start");

            slow.say("carlo", "/leave");
            assertThat(slow.lastChat()).contains("carlo leaves: the computer plays for them");
            slow.time.advance(Duration.ofSeconds(1));
            assertThat(slow.prompt("carlo")).isNull();
            slow.say("carlo", "/join");
            assertThat(slow.lastChat()).contains("Welcome back, carlo");
        }

        @Test
        @DisplayName("/table posts the table again at the bottom, the old one loses its buttons, and moves edit the new one")
        void repost() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            MessageRef old = chat.record().tableMessage();
            chat.say("carlo", "/tavolo");
            MessageRef fresh = chat.log.stream().filter(o -> o.kind().equals("chat")).reduce((a, b) -> b).orElseThrow().ref();
            assertThat(chat.now(fresh).text()).contains("to play");
            assertThat(chat.now(old).buttons()).isEmpty();
            assertThat(chat.now(old).text()).isEqualTo(chat.now(fresh).text());

            chat.playOut(List.of("anna", "carlo"), 1);

            assertThat(chat.log.get(chat.log.size() - 1).ref()).isNotEqualTo(fresh);
            assertThat(chat.log).filteredOn(o -> o.kind().equals("edit") && o.ref().equals(fresh)).isNotEmpty();
        }

        @Test
        @DisplayName("a ✅ reaction on the lobby message joins, removing it leaves")
        void reactions() {
            chat.open("/scopa", "anna");
            MessageRef lobby = chat.chatMessage("table opened by");
            chat.tables.handle(new dev.mazziere.chat.ChatEvent.Reaction("r1", chat.group, chat.sender("bea"), lobby, "✅", true));
            assertThat(chat.now(lobby).text()).contains("anna, bea");
            chat.tables.handle(new dev.mazziere.chat.ChatEvent.Reaction("r2", chat.group, chat.sender("bea"), lobby, "✅", false));
            assertThat(chat.now(lobby).text()).doesNotContain("bea");
            assertThat(chat.chatTexts()).hasSize(1);
        }

        @Test
        @DisplayName("/lang switches the chat's language and redraws the lobby")
        void language() {
            chat.locale("anna", Locale.ITALIAN);
            chat.open("/scopa", "anna");
            MessageRef lobby = chat.chatMessage("tavolo aperto da");
            assertThat(chat.button(lobby, "j:").label()).isEqualTo("✋ Entra");

            chat.say("carlo", "/lang en");

            assertThat(chat.lastChat()).isEqualTo("🇬🇧 Language: English.");
            assertThat(chat.now(lobby).text()).contains("table opened by anna");
            chat.say("carlo", "/lingua xx");
            assertThat(chat.lastChat()).startsWith("Usage: /lang");
        }

        @Test
        @DisplayName("a platform call that throws is survived: the move is kept and the game goes on")
        void platformErrors() {
            chat.open("/scopa", "anna");
            MessageRef lobby = chat.chatMessage("table opened by");
            chat.failEdits = true;

            assertThatCode(() -> chat.press("carlo", chat.button(lobby, "j:"), lobby)).doesNotThrowAnyException();
            chat.say("anna", "/start");
            chat.playOut(List.of("anna", "carlo"), 10);

            assertThat(chat.popups("carlo")).contains("carlo sits down (2).");
            assertThat(moves()).isGreaterThanOrEqualTo(3);
        }

        @Test
        @DisplayName("an unexpected error is answered with an apology and leaves the table as it was")
        void internalErrors() {
            TestChat broken = new TestChat(1, Duration.ZERO, null,
                    new dev.mazziere.games.GameRegistry(List.of(new dev.mazziere.games.GameEntry(new BrokenGame(),
                            new dev.mazziere.games.scopa.ScopaPresenter(), new dev.mazziere.games.scopa.ScopaAi(),
                            new dev.mazziere.games.scopa.ScopaPicture()))));
            broken.open("/scopa", "anna", "carlo");

            assertThatCode(() -> broken.say("anna", "/start")).doesNotThrowAnyException();

            assertThat(broken.lastChat()).isEqualTo("😕 Sorry, something went wrong. The table is still there: try again.");
            assertThat(broken.record().phase()).isEqualTo(Phase.LOBBY);
            broken.say("anna", "/stop");
            assertThat(broken.lastChat()).contains("Table closed by anna");
        }

        /** Scopa whose matches cannot be dealt: an internal bug on /start. */
        private static final class BrokenGame implements dev.mazziere.game.Game {
            private final dev.mazziere.games.scopa.ScopaGame scopa = new dev.mazziere.games.scopa.ScopaGame();

            @Override
            public String id() {
                return "scopa";
            }

            @Override
            public List<dev.mazziere.game.OptionSpec> options() {
                return scopa.options();
            }

            @Override
            public dev.mazziere.game.SeatRange seats(dev.mazziere.game.Options options) {
                return scopa.seats(options);
            }

            @Override
            public dev.mazziere.game.MatchState newMatch(dev.mazziere.game.Options options, int seats, long seed) {
                throw new IllegalStateException("the deck is missing");
            }

            @Override
            public dev.mazziere.game.Move parseMove(String code) {
                return scopa.parseMove(code);
            }

            @Override
            public dev.mazziere.game.SeatedMove moveOf(com.fasterxml.jackson.databind.JsonNode event) {
                return scopa.moveOf(event);
            }

            @Override
            public Class<? extends dev.mazziere.game.Move> moveType() {
                return scopa.moveType();
            }
        }

        @Test
        @DisplayName("a table restored from the store replays the same match and plays on")
        void restore() {
            TestChat before = new TestChat(42, Duration.ZERO);
            Store store = before.store;
            before.open("/scopa", "anna", "carlo");
            before.say("anna", "/start");
            for (int i = 0; i < 5; i++) {
                String mover = before.prompt("anna") != null ? "anna" : "carlo";
                MessageRef p = before.prompt(mover);
                before.press(mover, before.now(p).buttons().get(0), p);
            }
            TableSnapshot saved = before.record();
            assertThat(saved.moves()).hasSize(5);
            assertThat(store.loadOpenTables().get(0).match().orElseThrow().moves()).hasSize(5);

            TestChat after = new TestChat(99, Duration.ZERO, store);
            after.tables.restore();
            String mover = before.prompt("anna") != null ? "anna" : "carlo";
            after.say(mover, "/hand");
            MessageRef p = after.prompt(mover);
            assertThat(after.now(p).buttons()).extracting(Button::payload)
                    .containsExactlyElementsOf(before.now(before.prompt(mover)).buttons().stream().map(Button::payload).toList());
            after.press(mover, after.now(p).buttons().get(0), p);

            assertThat(after.record().moves()).hasSize(6);
        }
    }

    @Nested
    @DisplayName("what the store keeps")
    class Kept {

        private void playAMatch(TestChat c) {
            c.open("/scopa", "anna", "carlo");
            c.say("anna", "/start");
            c.playOut(List.of("anna", "carlo"), 3000);
        }

        @Test
        @DisplayName("/history sends the last match as a transcript file where files are taken, a summary otherwise")
        void history() {
            chat.capabilities(new Capabilities(4096, 8, 100, true, false, 200, false, true));
            chat.say("anna", "/history");
            assertThat(chat.lastChat()).isEqualTo("No finished match in this chat yet.");
            playAMatch(chat);

            chat.say("anna", "/history");

            TestChat.Out last = chat.log.get(chat.log.size() - 1);
            assertThat(last.text()).startsWith("📜 Last match: Scopa, ").contains("anna ").contains("carlo ")
                    .contains("🏆 Winner:").contains("📎");
            assertThat(last.message().file().fileName()).startsWith("mazziere-scopa-").endsWith(".jsonl");
            String transcript = new String(last.message().file().bytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(new dev.mazziere.game.TranscriptReplay(dev.mazziere.games.GameRegistry.standard()::rules)
                    .replay(transcript.trim()).isOver()).isTrue();

            chat.capabilities(new Capabilities(4096, 8, 100, true, false, 200, false));
            chat.locale("bea", Locale.ITALIAN);
            chat.say("anna", "/lang it");
            chat.say("bea", "/storia");
            assertThat(chat.lastChat()).startsWith("📜 Ultima partita: Scopa, ").doesNotContain("📎");
            assertThat(chat.log.get(chat.log.size() - 1).message().file()).isNull();
        }

        @Test
        @DisplayName("/stats counts matches, wins and points per player, across restarts")
        void stats() {
            chat.say("anna", "/stats");
            assertThat(chat.lastChat()).startsWith("No finished match");
            playAMatch(chat);

            TestChat restarted = new TestChat(5, Duration.ZERO, chat.store);
            restarted.tables.restore();
            restarted.locale("anna", Locale.ITALIAN);
            restarted.say("anna", "/classifica");

            assertThat(restarted.lastChat()).startsWith("🏆 Classifica Scopa").contains("1. ").contains("2. ")
                    .contains(" / 1 giocata · ").contains("anna").contains("carlo");
        }

        @Test
        @DisplayName("an event delivered again, even to a restarted bot, is processed once")
        void atMostOnce() {
            chat.say("anna", "/scopa");
            ChatEvent.Command join = new ChatEvent.Command("update-77", chat.group, chat.sender("carlo"), "join",
                    List.of());
            chat.tables.handle(join);
            chat.tables.handle(join);
            TestChat restarted = new TestChat(5, Duration.ZERO, chat.store);
            restarted.tables.restore();
            restarted.tables.handle(join);

            assertThat(chat.confirms("carlo")).filteredOn(t -> t.contains("carlo sits down")).hasSize(1);
            assertThat(restarted.chatTexts()).noneMatch(t -> t.contains("carlo"));
            assertThat(restarted.confirms("carlo")).isEmpty();
            assertThat(restarted.record().seats()).hasSize(2);
        }

        @Test
        @DisplayName("a move another instance played first is answered \"already played\" and changes nothing here")
        void lostRace() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = chat.prompt("anna") != null ? "anna" : "carlo";
            MessageRef p = chat.prompt(mover);
            Button first = chat.now(p).buttons().get(0);
            // another instance on the same database plays the same turn first
            TestChat other = new TestChat(5, Duration.ZERO, chat.store);
            other.press(mover, first, p);
            int logged = chat.store.loadOpenTables().get(0).match().orElseThrow().moves().size();
            assertThat(logged).isEqualTo(1);
            int sentBefore = chat.log.size();

            chat.press(mover, chat.now(p).buttons().get(1 % chat.now(p).buttons().size()), p);

            assertThat(chat.lastPopup(mover)).isIn("⚡ That turn has already been played.",
                    "This button is from an earlier turn.");
            assertThat(chat.log.subList(sentBefore, chat.log.size())).allMatch(o -> o.kind().equals("popup"));
            assertThat(chat.store.loadOpenTables().get(0).match().orElseThrow().moves()).hasSize(1);
        }
    }
}
