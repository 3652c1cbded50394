package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.records.RatedPlayer;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A player's records in the chat: /stats by rating, /stats global, /profile, /privacy, /deleteme")
class RecordCommandsTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private void playAMatch() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        chat.playOut(List.of("anna", "carlo"), 3000);
    }

    private TestChat.Out last() {
        return chat.log.get(chat.log.size() - 1);
    }

    @Nested
    @DisplayName("/stats")
    class Stats {

        @Test
        @DisplayName("a match two people played to its end rates both, and /stats ranks them by rating with the month's change")
        void ranksByRating() {
            playAMatch();

            chat.say("carlo", "/stats");

            List<RatedPlayer> rated = chat.store.records().chatRatings(TestChat.PLATFORM, chat.group.id(), "scopa");
            assertThat(rated).extracting(RatedPlayer::userId).containsExactlyInAnyOrder("anna", "carlo");
            String winner = rated.stream().max((a, b) -> Double.compare(a.rating().conservative(),
                    b.rating().conservative())).orElseThrow().userId();
            assertThat(chat.lastChat()).startsWith("🏆 Scopa leaderboard\n1. " + winner + " — ⭐ ")
                    .contains("2. ").contains("🆕").contains("1 played").contains(" this month")
                    .contains("🆕 provisional: under 10 rated matches");
        }

        @Test
        @DisplayName("a seat the computer took over leaves every rating unmoved; the stayer still counts in the leaderboard")
        void takenOverIsUnrated() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            chat.playOut(List.of("anna", "carlo"), 6);
            chat.say("anna", "/leave");
            chat.playOut(List.of("carlo"), 3000);

            chat.say("carlo", "/stats");

            assertThat(chat.store.records().chatRatings(TestChat.PLATFORM, chat.group.id(), "scopa")).isEmpty();
            assertThat(chat.lastChat()).matches("🏆 Scopa leaderboard\n1\\. carlo — [01] won / 1 played · \\d+ pts")
                    .doesNotContain("⭐");
        }

        @Test
        @DisplayName("where the platform shows pictures, the ranking comes with one, a PNG")
        void picture() {
            chat.capabilities(new Capabilities(4096, 8, 100, true, false, 200, true, true, 1024));
            playAMatch();

            chat.say("anna", "/classifica");

            Message m = last().message();
            assertThat(m.image()).isNotNull();
            assertThat(Arrays.copyOf(m.image().png(), 4)).containsExactly(0x89, 'P', 'N', 'G');
        }

        @Test
        @DisplayName("/stats global lists only the players who joined with /privacy public, and says how to join when nobody did")
        void global() {
            playAMatch();
            chat.say("anna", "/stats global");
            assertThat(chat.lastChat()).startsWith("Nobody is in the global ranking yet: /privacy public");

            chat.say("anna", "/privacy public");
            chat.locale("carlo", Locale.ITALIAN);
            chat.say("carlo", "/classifica globale");

            assertThat(chat.lastChat()).startsWith("🌍 Scopa: i primi 10 di tutte le chat\n1. anna — ⭐ ")
                    .contains("1 giocata").doesNotContain("carlo");
        }

        @Test
        @DisplayName("/privacy private, or /deleteme, takes a player off /stats global at the very next answer")
        void leavingIsAtOnce() {
            playAMatch();
            chat.say("anna", "/privacy public");
            chat.say("carlo", "/privacy public");
            chat.say("carlo", "/stats global");
            assertThat(chat.lastChat()).contains("anna").contains("carlo");

            chat.say("anna", "/privacy private");
            chat.say("carlo", "/stats global");
            assertThat(chat.lastChat()).contains("1. carlo").doesNotContain("anna");

            chat.say("carlo", "/deleteme");
            TestChat.Out ask = last();
            chat.press("carlo", ask.message().rows().get(0).get(0), ask.ref());
            chat.say("anna", "/stats global");
            assertThat(chat.lastChat()).startsWith("Nobody is in the global ranking yet: /privacy public");
        }

        @Test
        @DisplayName("/stats with anything else is answered with its usage")
        void usage() {
            chat.say("anna", "/stats everything");

            assertThat(last().text()).isEqualTo("/stats for this chat, /stats global for the top 10 of all chats.");
        }
    }

    @Test
    @DisplayName("/profile answers its asker (a command's reply: privately on Telegram, only they see it on Discord): rating, matches, wins, best streak, trend, the global-ranking state")
    void profile() {
        chat.say("anna", "/profile");
        assertThat(last().text()).startsWith("The bot keeps nothing about you yet");
        playAMatch();

        chat.locale("anna", Locale.ITALIAN);
        chat.capabilities(new Capabilities(4096, 8, 100, true, false, 200, true, true, 1024));
        chat.say("anna", "/profilo");

        assertThat(Arrays.copyOf(last().message().image().png(), 4)).containsExactly(0x89, 'P', 'N', 'G');

        assertThat(last().text()).startsWith("👤 anna\n🔒 Non sei nella classifica globale")
                .containsPattern("🃏 Scopa — ⭐ \\d+ 🆕 · \\d vint[ae] / 1 giocata · miglior serie [01]")
                .contains("📈 ").contains("negli ultimi 6 mesi");
    }

    @Test
    @DisplayName("/privacy says what is kept, why and for how long (the operator's retention), in the asker's language")
    void privacy() {
        chat.say("anna", "/privacy");
        assertThat(last().text()).startsWith("🔒 What Mazziere keeps about you")
                .contains("deleted after 1 year").contains("Global ranking: you are out (the default)");

        chat.locale("anna", Locale.ITALIAN);
        chat.say("anna", "/privacy pubblico");
        assertThat(last().text()).isEqualTo("🌍 Ora sei nella classifica globale: /classifica globale.");
        chat.say("anna", "/privacy");
        assertThat(last().text()).contains("si cancellano dopo 1 anno").contains("Classifica globale: ci sei.");
        chat.say("anna", "/privacy forse");
        assertThat(last().text()).startsWith("/privacy pubblico o /privacy privato");
    }

    @Nested
    @DisplayName("/deleteme")
    class DeleteMe {

        @Test
        @DisplayName("asks first; only its asker's press erases them, and then the store holds neither their name nor their id")
        void confirmThenErase() {
            playAMatch();
            chat.say("anna", "/privacy public");

            chat.say("anna", "/deleteme");
            TestChat.Out ask = last();
            Button confirm = ask.message().rows().get(0).get(0);
            chat.press("carlo", confirm, ask.ref());
            String refused = chat.lastPopup("carlo");
            chat.press("anna", confirm, ask.ref());

            assertThat(ask.text()).startsWith("⚠️ Delete your ratings");
            assertThat(confirm.label()).isEqualTo("🗑️ Yes, delete");
            assertThat(refused).isEqualTo("This button is for the player who asked.");
            assertThat(chat.now(ask.ref()).text()).matches(
                    "🗑️ Done: nothing of yours is left\\. In the 1 stored match you played you are now Anon [0-9a-f]{4}\\.");
            assertThat(chat.store.records().profile(TestChat.PLATFORM, "anna", Instant.EPOCH)).isEmpty();
            assertThat(chat.store.records().globalRanking(10, Instant.EPOCH, Instant.parse("2100-01-01T00:00:00Z"))).isEmpty();
            // (every column of every table is searched in the store's ForgetContract)
            assertThat(chat.store.finishedMatches(TestChat.PLATFORM, chat.group.id(), 1).getFirst().transcriptJson())
                    .doesNotContain("\"anna\"").contains("\"carlo\"");
            chat.say("carlo", "/stats");
            assertThat(chat.lastChat()).contains("carlo").contains("Anon ").doesNotContain("anna");
        }

        @Test
        @DisplayName("in Italian as /cancellami; refused, changing nothing, while the player sits at an open table")
        void refusedWhileSeated() {
            chat.locale("anna", Locale.ITALIAN);
            chat.open("/scopa", "anna", "carlo");

            chat.say("anna", "/cancellami");
            TestChat.Out ask = last();
            chat.press("anna", ask.message().rows().get(0).get(0), ask.ref());

            assertThat(ask.text()).startsWith("⚠️ Cancellare punteggi");
            MessageRef ref = ask.ref();
            assertThat(chat.now(ref).text()).startsWith("Non ho cancellato niente: un tavolo aperto ti tiene ancora");
            assertThat(chat.now(ref).rows()).isEmpty();
        }
    }
}
