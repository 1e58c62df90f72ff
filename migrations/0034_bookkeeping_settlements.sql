-- An invoice issued with `settled_cents` was paid (in part) from money received on the invoice it
-- replaced: the package is told so, on it and on the credit note before it, as a push of its own, in
-- the statement that inserts the invoice (docs/decisions/046-bookkeeping-pushes.md).
CREATE TRIGGER `bookkeeping_push_settlement` AFTER INSERT ON `invoices`
WHEN NEW.`settled_cents` > 0 AND EXISTS (SELECT 1 FROM `bookkeeping_connections`)
BEGIN
  -- The invoice's own push first (SQLite may fire this trigger before bookkeeping_push_document, whose
  -- insert is then ignored): a settlement waits for its documents, and the queue runs in id order.
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `invoice_id`)
  VALUES ('document', NEW.`number`, NEW.`id`);
  INSERT OR IGNORE INTO `bookkeeping_pushes` (`kind`, `reference`, `invoice_id`)
  VALUES ('settlement', 'verrekening-' || NEW.`number`, NEW.`id`);
END;
