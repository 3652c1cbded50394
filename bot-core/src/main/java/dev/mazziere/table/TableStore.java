package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.text.Lang;
import java.util.List;
import java.util.Optional;

/**
 * Where tables live between events. Tables save a record after every event that
 * changed it. In memory for now; the SQLite/PostgreSQL store implements the same seam.
 */
public interface TableStore {

    void save(TableRecord table);

    /** Forgets a finished or stopped table. */
    void remove(String tableId);

    /** Every table still open (lobby or playing), to restore at start-up. */
    List<TableRecord> open();

    Optional<Lang> language(ChatId chat);

    void language(ChatId chat, Lang lang);
}
