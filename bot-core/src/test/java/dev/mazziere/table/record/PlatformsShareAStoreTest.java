package dev.mazziere.table.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.UserId;
import dev.mazziere.games.scopa.ScopaGame;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCreation;
import dev.mazziere.table.TestChat;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.text.Lang;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Platforms sharing one store")
class PlatformsShareAStoreTest {

    @Test
    @DisplayName("a bot restores and serves only its own platform's tables: a console table is left alone")
    void ownTablesOnly() {
        // given a store holding a console lobby with its message, beside this platform's chat
        TestChat chat = new TestChat(1, Duration.ZERO);
        ChatId console = new ChatId("console", "local");
        TableCreation created = chat.store.createTable(TableRows.newTable(console, ScopaGame.ID, Map.of(),
                TableOptions.DEFAULTS, new UserId("console", "you"), "you", Lang.EN, false));
        long id = ((TableCreation.Created) created).table().id();
        chat.store.commit(TableChange.on(((TableCreation.Created) created).table())
                .withMessages(List.of(StoredMessage.inChat(TableRows.LOBBY, "local", "m1")), List.of()));

        // when this platform's bot starts, and someone presses a button naming that table
        chat.tables.restore();
        chat.press("anna", "j:" + id, null);

        // then nothing was said or edited in the console's chat, and the table stays the console's
        assertThat(chat.log).noneMatch(o -> o.to().equals("local"));
        assertThat(chat.tables.table(console)).isEmpty();
        assertThat(chat.lastPopup("anna")).isEqualTo("This button is from a table that is over.");
        assertThat(chat.store.loadOpenTable("console", "local")).isPresent();
    }
}
