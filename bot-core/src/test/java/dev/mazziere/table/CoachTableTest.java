package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.rating.Rating;
import dev.mazziere.records.RatedPlayer;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The coach at the table: the coach option, 💡 hints, 🔍 reviews, and matches with hints left unrated")
class CoachTableTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);
    private final List<String> players = List.of("anna", "carlo");

    /** The last thing {@code user} was told alone: a popup, or a private message. */
    private String lastAnswer(String user) {
        for (int i = chat.log.size() - 1; i >= 0; i--) {
            TestChat.Out o = chat.log.get(i);
            if ((o.kind().equals("popup") || o.kind().equals("dm")) && o.to().equals(user)) {
                return o.text();
            }
        }
        return null;
    }

    private static boolean hasButton(Message m, String prefix) {
        return m.buttons().stream().anyMatch(b -> b.payload().startsWith(prefix));
    }

    private static List<String> moveLabels(Message m) {
        return m.buttons().stream().filter(b -> b.payload().startsWith("m:")).map(Button::label).toList();
    }

    /** A group Scopa table of anna and carlo with the coach on, dealt. */
    private void groupWithCoach() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/option coach on", "/start");
    }

    @Nested
    @DisplayName("the coach option")
    class Option {

        @Test
        @DisplayName("is off at a group table and on at a solo table, and the lobby says what it costs")
        void defaultPerPlace() {
            chat.say("anna", "/scopa");
            chat.sayPrivately("dora", "/scopa");

            assertThat(chat.record().tableOptions()).containsEntry("coach", "off");
            assertThat(chat.tables.table(new ChatId(TestChat.PLATFORM, "dm-dora")).orElseThrow().tableOptions.asMap())
                    .containsEntry("coach", "on");
            assertThat(chat.now(chat.record().lobbyMessage()).text()).contains("coach off")
                    .doesNotContain("counts for nobody");
            chat.say("anna", "/option coach on");
            assertThat(chat.now(chat.record().lobbyMessage()).text()).contains("coach on")
                    .contains("A match in which anyone takes a hint counts for nobody in the leaderboard and the ratings.");
        }

        @Test
        @DisplayName("is aiuto sì/no in Italian, typed in either language")
        void italian() {
            chat.locale("anna", Locale.ITALIAN);
            chat.say("anna", "/scopa", "/opzione aiuto sì");

            assertThat(chat.record().tableOptions()).containsEntry("coach", "on");
            assertThat(chat.now(chat.record().lobbyMessage()).text()).contains("aiuto sì")
                    .contains("Una partita in cui qualcuno chiede un suggerimento non conta per nessuno, né in classifica né nel punteggio.");
            chat.say("anna", "/opzione coach off");
            assertThat(chat.record().tableOptions()).containsEntry("coach", "off");
        }

        @Test
        @DisplayName("off, no player's hand has a 💡 or 🔍 button")
        void offMeansNoButtons() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String actor = chat.toAct(players);

            assertThat(hasButton(chat.now(chat.prompt(actor)), "c:")).isFalse();
            assertThat(chat.now(chat.prompt(actor)).buttons()).allMatch(b -> b.payload().startsWith("m:"));
        }
    }

    @Nested
    @DisplayName("a 💡 hint")
    class Hints {

        @Test
        @DisplayName("answers the player to act alone with one of their legal moves and a reason")
        void answersWithALegalMove() {
            groupWithCoach();
            String actor = chat.toAct(players);
            MessageRef prompt = chat.prompt(actor);
            List<String> legal = moveLabels(chat.now(prompt));

            chat.press(actor, chat.button(prompt, "c:"), prompt);

            String hint = chat.lastPopup(actor);
            assertThat(hint).startsWith("💡 ");
            String[] lines = hint.split("\n");
            assertThat(lines).hasSize(2);
            assertThat(legal).contains(lines[0].substring("💡 ".length()));
            assertThat(lines[1]).isNotBlank();
            assertThat(chat.groupTexts()).noneMatch(text -> text.contains(lines[1]));
        }

        @Test
        @DisplayName("is refused to a player whose turn it is not, and from an earlier turn")
        void neverForAnotherSeatNorStale() {
            groupWithCoach();
            String actor = chat.toAct(players);
            String other = actor.equals("anna") ? "carlo" : "anna";
            MessageRef prompt = chat.prompt(actor);
            Button hint = chat.button(prompt, "c:");

            chat.press(other, hint, prompt);
            assertThat(chat.lastPopup(other)).isEqualTo("Not your turn: it is " + actor + "'s.");

            chat.press(actor, chat.button(prompt, "m:"), prompt);
            chat.press(actor, hint, prompt);
            assertThat(chat.lastPopup(actor)).isEqualTo("This button is from an earlier turn.");
            assertThat(chat.record().seats()).allMatch(s -> s.hints() == 0);
        }

        @Test
        @DisplayName("marks its player 💡 on the group's table message for the rest of the hand")
        void marksThePlayer() {
            groupWithCoach();
            String actor = chat.toAct(players);
            assertThat(chat.tableNow().text().lines().findFirst().orElseThrow()).doesNotContain("💡");
            MessageRef prompt = chat.prompt(actor);

            chat.press(actor, chat.button(prompt, "c:"), prompt);

            String head = chat.tableNow().text().lines().findFirst().orElseThrow();
            assertThat(head).contains(actor + " 💡");
            String other = actor.equals("anna") ? "carlo" : "anna";
            assertThat(head).doesNotContain(other + " 💡");
        }

        @Test
        @DisplayName("is kept with the seat across a restart, and the match then counts for nobody in the leaderboard")
        void leavesTheMatchUnrated() {
            groupWithCoach();
            String actor = chat.toAct(players);
            int seat = chat.seatOf(actor);
            MessageRef prompt = chat.prompt(actor);
            chat.press(actor, chat.button(prompt, "c:"), prompt);
            assertThat(chat.record().seats().get(seat).hints()).isEqualTo(1);

            TestChat after = chat.restarted();
            assertThat(after.record().seats().get(seat).hints()).isEqualTo(1);
            after.playOut(players, 3000);
            assertThat(after.tables.table(after.group)).isEmpty();
            after.say("anna", "/stats");

            assertThat(after.lastChat()).doesNotContain("anna — ").doesNotContain("carlo — ");
        }

        @Test
        @DisplayName("leaves every rating as it was, also when the ratings are rebuilt, where a match without one moves both players'")
        void leavesTheRatingsUnmoved() {
            groupWithCoach();
            chat.playOut(players, 3000);
            List<Rating> unhinted = ratings();
            assertThat(unhinted).hasSize(2).allMatch(r -> r.matches() == 1);

            groupWithCoach();
            String actor = chat.toAct(players);
            MessageRef prompt = chat.prompt(actor);
            chat.press(actor, chat.button(prompt, "c:"), prompt);
            chat.playOut(players, 3000);
            assertThat(chat.tables.table(chat.group)).isEmpty();

            assertThat(ratings()).isEqualTo(unhinted);
            chat.store.records().rebuildRatings();
            assertThat(ratings()).isEqualTo(unhinted);
        }

        /** anna's and carlo's Scopa ratings in the group, in that order. */
        private List<Rating> ratings() {
            return chat.store.records().chatRatings(TestChat.PLATFORM, chat.group.id(), "scopa").stream()
                    .sorted(java.util.Comparator.comparing(RatedPlayer::userId)).map(RatedPlayer::rating).toList();
        }

        @Test
        @DisplayName("at a solo table, sits below the move buttons of the table message")
        void solo() {
            chat.sayPrivately("dora", "/scopa");
            chat.sayPrivately("dora", "/start");
            MessageRef table = chat.prompt("dora");
            Message now = chat.now(table);
            assertThat(now.rows().get(now.rows().size() - 1)).extracting(Button::label).containsExactly("💡 Hint");

            chat.press("dora", chat.button(table, "c:"), table);

            assertThat(moveLabels(now)).contains(chat.lastPopup("dora").lines().findFirst().orElseThrow()
                    .substring("💡 ".length()));
        }
    }

    @Nested
    @DisplayName("a 🔍 review")
    class Reviews {

        /** Dora, alone with the computer, plays her first move button until the hand is over. */
        private MessageRef playFirstHand() {
            chat.sayPrivately("dora", "/scopa");
            chat.sayPrivately("dora", "/start");
            for (int presses = 0; presses < 40; presses++) {
                MessageRef table = chat.prompt("dora");
                if (hasButton(chat.now(table), "v:")) {
                    return table;
                }
                chat.press("dora", chat.now(table).buttons().get(0), table);
            }
            throw new AssertionError("the first hand did not end");
        }

        @Test
        @DisplayName("is offered once a hand is over, and answers with the player's costliest moves or nothing to say")
        void afterAHand() {
            MessageRef table = playFirstHand();
            Button review = chat.button(table, "v:");
            assertThat(review.label()).isEqualTo("🔍 Review smazzata 1");

            chat.press("dora", review, table);
            chat.time.advance(Duration.ZERO); // the review searches after the chat's lock, on a timer thread

            String answer = lastAnswer("dora");
            assertThat(answer).startsWith("🔍 Smazzata 1");
            if (!answer.contains("nothing to say")) {
                assertThat(answer.lines().skip(1)).isNotEmpty()
                        .allMatch(line -> line.startsWith("• ") && line.contains(" instead of ")
                                && line.contains(" points, "));
            }
        }

        @Test
        @DisplayName("of a hand still being played is refused, and so is another player's press")
        void notYetNorAnothers() {
            MessageRef table = playFirstHand();
            String id = chat.tables.table(new ChatId(TestChat.PLATFORM, "dm-dora")).orElseThrow().id;

            chat.press("dora", "v:" + id + ":2", table);
            assertThat(chat.lastPopup("dora")).isEqualTo("Smazzata 2 is not over yet: its review comes at its end.");

            chat.press("ugo", chat.button(table, "v:"), table);
            assertThat(chat.lastPopup("ugo")).isEqualTo("You are not playing at this table.");
        }

        @Test
        @DisplayName("of the last hand reaches each player of a group privately as the match ends, and is answered from the store")
        void ofTheLastHandInAGroup() {
            groupWithCoach();
            chat.playOut(players, 3000);
            assertThat(chat.tables.table(chat.group)).isEmpty();
            MessageRef offer = chat.lastMessage("carlo", "the match is over");
            Button review = chat.button(offer, "v:");

            chat.press("carlo", review, offer);
            chat.time.advance(Duration.ZERO);

            assertThat(lastAnswer("carlo")).startsWith("🔍 Smazzata " + review.payload().split(":")[2]);
            assertThat(chat.lastMessage("anna", "the match is over")).isNotNull();
        }

        @Test
        @DisplayName("of the last hand is offered beside the rematch and answered once the table is over")
        void ofTheLastHand() {
            chat.sayPrivately("dora", "/scopa");
            chat.sayPrivately("dora", "/start");
            chat.playOut(List.of("dora"), 3000);
            ChatId dm = new ChatId(TestChat.PLATFORM, "dm-dora");
            assertThat(chat.tables.table(dm)).isEmpty();
            MessageRef table = chat.lastMessage("dm-dora", "🃏 Scopa");
            Button review = chat.button(table, "v:");

            chat.press("dora", review, table);
            chat.time.advance(Duration.ZERO);

            assertThat(lastAnswer("dora")).startsWith("🔍 Smazzata " + review.payload().split(":")[2]);
        }
    }
}
