import { useState } from 'react';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Popconfirm, Spin } from 'antd';
import { searchClients } from '@contract/clientSearch';
import { clientMessages, type ClientDto, type ClientInput } from '@contract/clients';
import { clientsCsv, CSV_MIME } from '@documents/officeExports';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useClients, useCreateClient, useDeleteClient, useUpdateClient } from './api';
import { ClientDetailDrawer } from './ClientDetailDrawer';
import { ClientFormDialog } from './ClientForm';
import { usePaged } from '../shared/paging';
import { saveFile } from '@pwa/lib/saveFile';

export function ClientsTab() {
  const clients = useClients();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const deleteClient = useDeleteClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ClientDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);

  const all = clients.data ?? [];
  // The server's own search and order (contract/clientSearch), applied on the device: offline too.
  const shown = searchClients(all, search);
  const page = usePaged(shown, { resetKey: search, label: 'Client pages' });

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
          disabled={shown.length === 0}
          // The clients on screen, search applied, made on the device: offline too.
          onClick={() => saveFile(clientsCsv(shown), 'clients.csv', CSV_MIME)}
        >
          Export CSV
        </Button>
      </div>
      {clients.isPending ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty
          description={
            all.length === 0 ? 'No clients yet. Add your first client.' : 'No clients match your search.'
          }
        />
      ) : (
        <div className="office__cards">
          {page.items.map((client) => {
            const name = `${client.firstName} ${client.lastName}`;
            return (
              <Card
                key={client.id}
                role="article"
                aria-labelledby={`client-${client.id}`}
                title={
                  <h3 id={`client-${client.id}`} className="office__card-title">
                    {name}
                  </h3>
                }
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
      {page.pager}
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
