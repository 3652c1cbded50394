package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.GameRegistry;
import dev.mazziere.games.ramino.RaminoGame;
import dev.mazziere.games.scopa.ScopaGame;
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
            TestChat chat = new TestChat(3, Duration.ZERO, null, new GameRegistry(List.of(new AsyncScopa())));
            chat.say("anna", "/scopa");
            var lobby = chat.chatMessage("table opened by");

            assertThat(chat.now(lobby).text()).contains("⏱️ pace async · turnTimeout auto (24h) · shuffleSeats on");
            assertThat(chat.tables.table(chat.group).orElseThrow().tableOptions()).containsEntry("pace", "async");
            assertThat(chat.store.loadOpenTables().get(0).table().extraJson()).contains("\"pace\":\"async\"");

            chat.say("anna", "/option pace live");

            assertThat(chat.now(lobby).text()).contains("⏱️ pace live · turnTimeout auto (2m)");
        }
    }

    /** Scopa whose tables start async, as Ramino's do: Ramino's chat panel is not here yet. */
    static final class AsyncScopa implements dev.mazziere.game.Game, dev.mazziere.text.Presentable {
        private final ScopaGame scopa = new ScopaGame();

        @Override
        public String defaultPace() {
            return "async";
        }

        @Override
        public String id() {
            return scopa.id();
        }

        @Override
        public dev.mazziere.text.GamePresenter presenter() {
            return scopa.presenter();
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
            return scopa.newMatch(options, seats, seed);
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

        @Override
        public dev.mazziere.ai.Player newPlayer(dev.mazziere.ai.Level level, long seed) {
            return scopa.newPlayer(level, seed);
        }
    }
}
