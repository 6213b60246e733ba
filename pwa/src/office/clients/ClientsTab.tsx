import { useMemo, useState } from 'react';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Popconfirm, Spin } from 'antd';
import { clientMessages, type ClientDto, type ClientInput } from '@contract/clients';
import { clientsCsv, CSV_MIME } from '@contract/exports';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { officeDb } from '@pwa/offline/db';
import {
  readAllClients,
  useClients,
  useClientsPage,
  useCreateClient,
  useDeleteClient,
  useUpdateClient,
} from './api';
import { ClientDetailDrawer } from './ClientDetailDrawer';
import { ClientFormDialog } from './ClientForm';
import { PAGE_SIZE, Pager } from '../shared/paging';
import { saveFile } from '@pwa/lib/saveFile';

/** Full name or e-mail contains the search, ignoring case. */
export function matchesClient(client: ClientDto, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const name = `${client.firstName} ${client.lastName}`.toLowerCase();
  return name.includes(needle) || client.email.toLowerCase().includes(needle);
}

/**
 * The cards on screen. Until the search is first used, each page is read from the device on
 * its own (thousands of clients open as fast as a few); from then on every client is read
 * once and kept, so the search answers as the person types.
 */
function useShownClients(search: string) {
  const [wholeList, setWholeList] = useState(false);
  if (search.trim() && !wholeList) setWholeList(true);
  const [page, setPage] = useState(1);
  // Another search starts again at its first page.
  const [pageOf, setPageOf] = useState(search);
  if (pageOf !== search) {
    setPageOf(search);
    setPage(1);
  }
  const everything = useClients(wholeList);
  const byPage = useClientsPage(wholeList ? null : page, PAGE_SIZE);
  const matching = useMemo(
    () => (everything.data ?? []).filter((client) => matchesClient(client, search)),
    [everything.data, search],
  );
  if (wholeList) {
    const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
    const current = Math.min(page, pages);
    return {
      isPending: everything.isPending,
      items: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
      page: current,
      setPage,
      total: everything.data?.length ?? 0,
      matching: everything.data ? matching : null,
    };
  }
  // Clients removed meanwhile (a sync, another tab) may leave fewer pages than the one shown.
  const pages = Math.max(1, Math.ceil((byPage.data?.total ?? 0) / PAGE_SIZE));
  if (byPage.data && page > pages) setPage(pages);
  return {
    isPending: byPage.isPending,
    items: byPage.data?.rows ?? [],
    page,
    setPage,
    total: byPage.data?.total ?? 0,
    // No search: every client matches, and the export reads them all.
    matching: null,
  };
}

export function ClientsTab() {
  const [search, setSearch] = useState('');
  const clients = useShownClients(search);
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const deleteClient = useDeleteClient();
  const [editing, setEditing] = useState<ClientDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);

  const shownCount = clients.matching?.length ?? clients.total;

  const exportCsv = async () => {
    // The clients on screen, search applied, made on the device: offline too.
    const shown = clients.matching ?? (await readAllClients(officeDb()));
    saveFile(clientsCsv(shown), 'clients.csv', CSV_MIME);
  };

  const save = (input: ClientInput) => {
    const done = {
      onSuccess: () => {
        toast.success(editing ? clientMessages.updated : clientMessages.created);
        setFormOpen(false);
      },
      onError: (error: unknown) =>
        toast.error(editing ? 'Error updating client' : 'Error creating client', errorMessage(error)),
    };
    if (editing) updateClient.mutate({ id: editing.id, input, seen: editing }, done);
    else createClient.mutate(input, done);
  };

  const remove = (client: ClientDto) =>
    deleteClient.mutate(client.id, {
      onSuccess: () => toast.success(clientMessages.deleted),
      onError: (error) => toast.error('Error deleting client', errorMessage(error)),
    });

  return (
    <section aria-labelledby="clients-title">
      <h2 id="clients-title">Clients</h2>
      <div className="office__toolbar">
        <Input.Search
          aria-label="Search clients"
          placeholder="Search by name or email"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add Client
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={clients.isPending || shownCount === 0}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </div>
      {clients.isPending ? (
        <Spin />
      ) : shownCount === 0 ? (
        <Empty
          description={
            clients.total === 0 ? 'No clients yet. Add your first client.' : 'No clients match your search.'
          }
        />
      ) : (
        <div className="office__cards">
          {clients.items.map((client) => {
            const name = `${client.firstName} ${client.lastName}`;
            return (
              <Card
                key={client.id}
                title={<h3 className="office__card-title">{name}</h3>}
                actions={[
                  <Button
                    key="view"
                    type="link"
                    icon={<EyeOutlined aria-hidden />}
                    onClick={() => setViewing(client.id)}
                    aria-label={`View details of ${name}`}
                  >
                    View Details
                  </Button>,
                  <Button
                    key="edit"
                    type="link"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`Edit ${name}`}
                    onClick={() => {
                      setEditing(client);
                      setFormOpen(true);
                    }}
                  >
                    Edit
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={`Delete ${name}?`}
                    description="Their itineraries and bookings are deleted too."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(client)}
                  >
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <p>{client.email}</p>
                {client.phone && <p>{client.phone}</p>}
                {client.notes && <p className="office__subtext">{client.notes}</p>}
              </Card>
            );
          })}
        </div>
      )}
      {!clients.isPending && (
        <Pager label="Client pages" current={clients.page} total={shownCount} onChange={clients.setPage} />
      )}
      <ClientFormDialog
        open={formOpen}
        client={editing}
        pending={createClient.isPending || updateClient.isPending}
        onCancel={() => setFormOpen(false)}
        onSubmit={save}
      />
      <ClientDetailDrawer clientId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
