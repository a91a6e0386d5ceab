// Which copy of the data an admin answer comes from (decision 102): every answer of the admin API
// carries it, and a restore from a backup gives the restored data a new one, so a client holding
// changes made against the data of before (the studio's queue) can tell the server was restored.
export const DATA_GENERATION_HEADER = 'Data-Generation';
