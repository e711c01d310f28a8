-- A live eSIM message's daily limit counts one sending account's mails to one recipient (each
-- partner has its own 5 a day to a traveller, so no partner can use up another's): the count is
-- an index seek on (purpose, sender, recipient, at) however many partners mail that traveller.
CREATE INDEX `mail_sends_sender_recipient` ON `mail_sends` (`purpose`, `sender`, `recipient`, `at`);
